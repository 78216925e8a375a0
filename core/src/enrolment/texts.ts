/** The words of every link to the enrolment form, as the site has always written them. */
export const ENROL_NOW_LABEL = 'Enroll Now'

/**
 * The sentences of an enquiry about a programme that is not paid online
 * (docs/product.md#enrolment-and-payment): its Enroll Now leads to the contact page, which names
 * the programme, says how it is arranged and sends the enquiry about it.
 */
export const courseEnquiryTexts = {
  heading: (title: string) => `Enquire about ${title}`,
  arranged: (title: string) =>
    `${title} is arranged with us rather than paid online: an adviser agrees the dates, the format and the fee with you.`,
  howTo:
    'Leave your details and press the button: we will reply within one working day. There is nothing to pay now.',
  submit: (title: string) => `Send enquiry about ${title}`,
  /** The first line of the message staff receive, before anything the visitor wrote. */
  messagePrefix: (title: string) => `Enrolment enquiry: ${title}`,
  /** On the enrolment form, reached with such a programme in its address. */
  notSoldOnline: (title: string) =>
    `${title} is not paid online: it is arranged with us. Send us an enquiry and an adviser will reply within one working day.`,
  notSoldOnlineLink: (title: string) => `Enquire about ${title}`,
} as const
