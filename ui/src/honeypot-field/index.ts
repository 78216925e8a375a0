export { HoneypotField, type HoneypotFieldProps } from './honeypot-field'
