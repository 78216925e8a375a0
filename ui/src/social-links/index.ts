export { SocialIcon } from './social-icon'
export { SocialLinks, type SocialLinksProps } from './social-links'
