export { ContactForm, type ContactFormProps, type ContactFormStatus } from './contact-form'
