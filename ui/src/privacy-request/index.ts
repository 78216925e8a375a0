export {
  PrivacyRequest,
  type PrivacyRequestProps,
  type PrivacyRequestStatus,
} from './privacy-request'
