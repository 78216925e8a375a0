import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import {
  contactForms,
  contactFieldErrors,
  contactLimits,
  contactMessages,
  eventRegistrationPrefix,
  QUICK_CONTACT_PREFIX,
  toContactFormErrors,
} from './model'
import { checkContactForm, contactEnquirySchema } from './schema'
import { events } from '../events/model'
import { textErrors } from '../shared/text'

const valid = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  contact: '+44 1632 960 431',
  message: 'I would like to know more about the SAP BASIS course.',
}

const fieldErrorsOf = (input: unknown) => {
  const result = contactEnquirySchema.safeParse(input)
  return result.success ? {} : z.flattenError(result.error).fieldErrors
}

describe('contactEnquirySchema', () => {
  it('accepts a complete enquiry and trims it', () => {
    expect(contactEnquirySchema.parse({ ...valid, name: '  Ada Lovelace ' })).toEqual({
      ...valid,
      source: 'contact',
    })
  })

  it.each([
    ['name', 'Ada\u0000Lovelace'],
    ['name', 'Ada\nEmail: forged@example.com'],
    ['name', 'Ada\rLovelace'],
    ['name', 'Ada\u2028Lovelace'],
    ['contact', '01604\t123456'],
  ])('refuses control characters in the one-line field %s', (field, value) => {
    const errors = fieldErrorsOf({ ...valid, [field]: value })
    expect(Object.keys(errors)).toEqual([field])
    expect(errors[field as keyof typeof errors]).toContain(textErrors.oneLine)
  })

  it('refuses control characters in the message other than tab and newline', () => {
    expect(fieldErrorsOf({ ...valid, message: 'Hello\u0000' })).toEqual({
      message: [textErrors.controlCharacters],
    })
    expect(fieldErrorsOf({ ...valid, message: 'Hello\u001b[31m' })).toEqual({
      message: [textErrors.controlCharacters],
    })
    expect(contactEnquirySchema.parse({ ...valid, message: 'Line 1\r\n\tLine 2' }).message).toBe(
      'Line 1\n\tLine 2',
    )
  })

  it('needs an event exactly when the enquiry is an event registration', () => {
    const registration = { ...valid, source: 'event-registration', event: events[0].slug }
    expect(fieldErrorsOf(registration)).toEqual({})
    expect(fieldErrorsOf({ ...registration, event: undefined })).toEqual({
      event: [contactFieldErrors.event],
    })
    // Which events exist is the server's to say (they live in its database); the form only
    // checks that an address looks like one.
    expect(fieldErrorsOf({ ...registration, event: 'Not An Address!' })).toHaveProperty('event')
    expect(fieldErrorsOf({ ...valid, event: events[0].slug })).toHaveProperty('event')
    expect(fieldErrorsOf({ ...valid, source: 'fax' })).toHaveProperty('source')
  })

  it('treats the message as optional', () => {
    const { message: _omitted, ...withoutMessage } = valid
    expect(contactEnquirySchema.parse(withoutMessage).message).toBe('')
  })

  it.each([
    ['name', { ...valid, name: '   ' }, contactFieldErrors.name],
    [
      'name',
      { ...valid, name: 'x'.repeat(contactLimits.name + 1) },
      contactFieldErrors.nameTooLong,
    ],
    ['email', { ...valid, email: 'ada@' }, contactFieldErrors.email],
    ['email', { ...valid, email: undefined }, contactFieldErrors.email],
    ['contact', { ...valid, contact: '' }, contactFieldErrors.contact],
    ['contact', { ...valid, contact: 'call me maybe' }, contactFieldErrors.contactFormat],
    ['contact', { ...valid, contact: '12-34' }, contactFieldErrors.contactFormat],
    [
      'message',
      { ...valid, message: 'x'.repeat(contactLimits.message + 1) },
      contactFieldErrors.messageTooLong,
    ],
    ['message', { ...valid, message: 42 }, contactFieldErrors.message],
  ])('names the %s field when it is wrong', (field, input, text) => {
    const errors = fieldErrorsOf(input)
    expect(Object.keys(errors)).toEqual([field])
    expect(errors[field as keyof typeof errors]).toContain(text)
  })

  it('accepts common UK phone formats', () => {
    for (const contact of ['01604 123456', '+44 (0)1604 123456', '07700-900123', '+441604123456']) {
      expect(fieldErrorsOf({ ...valid, contact })).toEqual({})
    }
  })
})

describe('checkContactForm', () => {
  const form = { name: 'Ada', email: 'ada@example.com', phone: '01604 123456', message: ' Hi ' }

  it('builds the payload with the phone as "contact"', () => {
    expect(checkContactForm(form, contactForms.contactPage)).toEqual({
      ok: true,
      payload: {
        name: 'Ada',
        email: 'ada@example.com',
        contact: '01604 123456',
        message: 'Hi',
        source: 'contact',
      },
    })
  })

  it('prefixes the Quick Contact message with its heading and a blank line', () => {
    const check = checkContactForm(form, contactForms.quickContact)
    expect(check.ok && check.payload.message).toBe(`${QUICK_CONTACT_PREFIX}\n\nHi`)
    expect(check.ok && check.payload.source).toBe('quick-contact')
  })

  it('sends an event registration with the event title first and the event id beside it', () => {
    const event = events[1]
    const check = checkContactForm(form, contactForms.eventRegistration(event))
    expect(check.ok && check.payload).toMatchObject({
      message: `Event registration: ${event.title}\n\nHi`,
      source: 'event-registration',
      event: event.slug,
    })
  })

  it('requires a message only when asked to', () => {
    const empty = { ...form, message: '  ' }
    expect(checkContactForm(empty, contactForms.contactPage).ok).toBe(true)
    expect(checkContactForm(empty, contactForms.quickContact)).toEqual({
      ok: false,
      errors: { message: contactFieldErrors.message },
    })
  })

  it('reports the phone problem on the phone field', () => {
    expect(checkContactForm({ ...form, phone: 'none' }, contactForms.contactPage)).toEqual({
      ok: false,
      errors: { phone: contactFieldErrors.contactFormat },
    })
  })

  it('re-keys server field errors to form fields and ignores unknown ones', () => {
    expect(
      toContactFormErrors({ contact: ['bad', 'worse'], email: ['nope'], website: ['x'] }),
    ).toEqual({
      phone: 'bad',
      email: 'nope',
    })
  })
})

describe('eventRegistrationPrefix', () => {
  it('starts the message with the event title', () => {
    expect(eventRegistrationPrefix({ title: 'Education Growth Workshop' })).toBe(
      'Event registration: Education Growth Workshop',
    )
  })
})

describe('contactMessages', () => {
  it('keeps the outcome texts word for word', () => {
    expect(contactMessages).toEqual({
      quickContact: {
        sent: 'Your message has been sent!',
        failed: 'Failed to send message. Please try again.',
      },
      contactPage: {
        sent: 'Your message has been sent successfully!',
        failed: 'Failed to send your message. Please try again.',
      },
    })
  })
})
