export { ContactPage, type ContactPageProps } from './contact-page'
