export { NumberField, type NumberFieldProps } from './number-field'
