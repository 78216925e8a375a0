export {
  Button,
  ButtonLink,
  buttonVariants,
  type ButtonLinkProps,
  type ButtonProps,
} from './button'
