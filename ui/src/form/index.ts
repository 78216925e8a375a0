export { Form, type FormProps } from './form'
