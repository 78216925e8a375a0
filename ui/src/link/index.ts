export {
  isInternalHref,
  Link,
  LinkProvider,
  type LinkComponent,
  type LinkProps,
  type LinkProviderProps,
} from './link'
