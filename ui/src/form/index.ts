export { Form, type FormProps } from './form'
export { useFocusFirstError } from './use-focus-first-error'
