export { FormNotice, type FormNoticeLink, type FormNoticeProps } from './form-notice'
