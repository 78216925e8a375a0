import { describe, expect, it } from 'vitest'
import { cookiePolicy } from '../legal/cookie-policy'
import { SAP_SESSION_COOKIE, sapLoginLimits, sapMessages, sapVideoUrls } from './model'
import { checkSapLoginForm, sapLoginRequestSchema } from './schema'

describe('the SAP sign-in request', () => {
  it('wants both fields, naming each one that is missing', () => {
    expect(checkSapLoginForm({ email: '', password: '' })).toEqual({
      ok: false,
      errors: { email: sapMessages.emailMissing, password: sapMessages.passwordMissing },
    })
    expect(checkSapLoginForm({ email: '  ', password: 'x' })).toEqual({
      ok: false,
      errors: { email: sapMessages.emailMissing },
    })
  })

  it('trims the address but takes the password exactly as typed', () => {
    expect(checkSapLoginForm({ email: ' learner@example.com ', password: ' two words ' })).toEqual({
      ok: true,
      payload: { email: 'learner@example.com', password: ' two words ' },
    })
  })

  it('refuses oversized fields', () => {
    const long = (length: number) => 'x'.repeat(length)
    expect(
      sapLoginRequestSchema.safeParse({ email: long(sapLoginLimits.email), password: 'p' }).success,
    ).toBe(true)
    expect(checkSapLoginForm({ email: long(sapLoginLimits.email + 1), password: 'p' })).toEqual({
      ok: false,
      errors: { email: sapMessages.emailInvalid },
    })
    expect(checkSapLoginForm({ email: 'u', password: long(sapLoginLimits.password + 1) })).toEqual({
      ok: false,
      errors: { password: sapMessages.passwordTooLong },
    })
  })
})

describe('sapVideoUrls', () => {
  it('builds the preview and view addresses of a file', () => {
    expect(sapVideoUrls('1AbC-d_E')).toEqual({
      previewUrl: 'https://drive.google.com/file/d/1AbC-d_E/preview',
      viewUrl: 'https://drive.google.com/file/d/1AbC-d_E/view',
    })
  })

  it('keeps an odd identifier inside its path segment', () => {
    expect(sapVideoUrls('a/../b?x').previewUrl).toBe(
      'https://drive.google.com/file/d/a%2F..%2Fb%3Fx/preview',
    )
  })
})

describe('the cookie page', () => {
  it('names the learner session cookie as the server sends it', () => {
    const text = JSON.stringify(cookiePolicy)
    expect(text).toContain(`Learner session (the cookie named ${SAP_SESSION_COOKIE})`)
    expect(SAP_SESSION_COOKIE).toBe('learner_session')
  })
})
