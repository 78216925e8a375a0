export { CallToAction, type CallToActionProps } from './call-to-action'
