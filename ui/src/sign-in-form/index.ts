export {
  SignInForm,
  type SignInField,
  type SignInFormProps,
  type SignInFormStatus,
  type SignInValues,
} from './sign-in-form'
