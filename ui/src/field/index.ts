export {
  controlClasses,
  Field,
  useField,
  type FieldControlProps,
  type FieldIds,
  type FieldOwnProps,
  type FieldProps,
  type UseFieldOptions,
} from './field'
