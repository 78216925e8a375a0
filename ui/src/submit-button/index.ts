export { SubmitButton, type SubmitButtonProps } from './submit-button'
