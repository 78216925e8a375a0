import { pages, sapMessages, sapPageText } from '@app/core'
import { Container, Form, Link, PageHeader, StatusMessage, SubmitButton, TextField } from '@app/ui'
import { type ReactNode, useEffect, useState } from 'react'
import { getPasswordLink, requestPasswordReset, setLearnerPassword } from '../features/sap/api'
import type { ApiFailure } from '../lib/answer'
import { metaFromPageData } from '../lib/meta'
import { pageData } from '../lib/page-data'

/** The page's meta tags, read when it is prerendered (docs/product.md#speed). */
export const loader = () => pageData('sapPassword')
export const meta = metaFromPageData

type View =
  | { kind: 'loading' }
  /** No token in the address: ask for a reset link. */
  | { kind: 'request' }
  | { kind: 'choose'; token: string }
  | { kind: 'refused'; message: string }

function failureText(failure: ApiFailure): string {
  if (failure.kind === 'network' || failure.kind === 'unavailable') return sapMessages.unreachable
  if ('error' in failure && failure.error) return failure.error
  return sapMessages.actionFailed
}

function Panel({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby="sap-password-heading"
      className="mx-auto max-w-md rounded-2xl bg-white p-6 shadow-card ring-1 ring-slate-200 sm:p-8"
    >
      <h2 id="sap-password-heading" className="text-2xl font-semibold text-slate-900">
        {heading}
      </h2>
      {children}
    </section>
  )
}

const signInLink = (
  <p className="mt-6 text-sm">
    <Link
      href={pages.sapLogin.path}
      className="font-medium text-brand-700 underline underline-offset-2"
    >
      {sapPageText.backToSignIn}
    </Link>
  </p>
)

/** Choosing a password from an invitation or reset link (used up only by the form's POST). */
function ChoosePassword({ token }: { token: string }) {
  const [password, setPassword] = useState('')
  const [status, setStatus] = useState<'idle' | 'sending' | 'failed'>('idle')
  const [error, setError] = useState<string | undefined>()
  const [fieldError, setFieldError] = useState<string | undefined>()

  async function save() {
    setStatus('sending')
    setFieldError(undefined)
    const result = await setLearnerPassword({ token, password })
    if (result.ok) {
      // A full load: only the topics page's own CSP lets the video frames in.
      window.location.assign(pages.sapTopics.path)
      return
    }
    const { failure } = result
    if (failure.kind === 'invalid') setFieldError(failure.fields.password?.[0] ?? failure.error)
    setError(failure.kind === 'invalid' ? undefined : failureText(failure))
    setStatus('failed')
  }

  return (
    <Form
      className="mt-6 flex flex-col gap-5"
      busy={status === 'sending'}
      onSubmit={() => void save()}
    >
      <p className="text-slate-700">{sapPageText.passwordLead}</p>
      <TextField
        name="password"
        type="password"
        label={sapPageText.newPasswordLabel}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={fieldError}
        autoComplete="new-password"
        required
      />
      <SubmitButton size="lg" busyLabel={sapPageText.savingPassword}>
        {sapPageText.savePassword}
      </SubmitButton>
      <StatusMessage tone="error">{status === 'failed' && error ? error : null}</StatusMessage>
    </Form>
  )
}

/** Asking for a reset link: the same answer whether or not the address has an account. */
function RequestReset() {
  const [email, setEmail] = useState('')
  const [status, setStatus] = useState<'idle' | 'sending' | 'sent' | 'failed'>('idle')
  const [error, setError] = useState<string | undefined>()
  const [fieldError, setFieldError] = useState<string | undefined>()

  async function send() {
    setStatus('sending')
    setFieldError(undefined)
    const result = await requestPasswordReset({ email })
    if (result.ok) {
      setStatus('sent')
      return
    }
    const { failure } = result
    if (failure.kind === 'invalid') setFieldError(failure.fields.email?.[0] ?? failure.error)
    setError(failure.kind === 'invalid' ? undefined : failureText(failure))
    setStatus('failed')
  }

  return (
    <Form
      className="mt-6 flex flex-col gap-5"
      busy={status === 'sending'}
      onSubmit={() => void send()}
    >
      <p className="text-slate-700">{sapPageText.resetLead}</p>
      <TextField
        name="email"
        type="email"
        label={sapPageText.emailLabel}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={fieldError}
        autoComplete="email"
        required
      />
      <SubmitButton size="lg" busyLabel={sapPageText.sendingResetLink}>
        {sapPageText.sendResetLink}
      </SubmitButton>
      <StatusMessage tone="success">
        {status === 'sent' ? sapMessages.resetSent : null}
      </StatusMessage>
      <StatusMessage tone="error">{status === 'failed' && error ? error : null}</StatusMessage>
    </Form>
  )
}

/**
 * The learners' password page (docs/learners.md): with an invitation's or reset's `?token=`, the
 * learner chooses a password (a link that is forged, used, expired or a deactivated learner's
 * says so, and signs nobody in); without one, they ask for a reset link.
 */
export default function SapPassword() {
  const [view, setView] = useState<View>({ kind: 'loading' })

  useEffect(() => {
    const token = new URLSearchParams(window.location.search).get('token')
    if (!token) {
      // Known only once the page runs in the browser: the prerendered page has no address query.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setView({ kind: 'request' })
      return
    }
    const controller = new AbortController()
    getPasswordLink(token, controller.signal)
      .then((result) => {
        setView(
          result.ok
            ? { kind: 'choose', token }
            : { kind: 'refused', message: failureText(result.failure) },
        )
      })
      .catch(() => {
        // Aborted: the learner has left the page.
      })
    return () => controller.abort()
  }, [])

  return (
    <>
      <PageHeader eyebrow="Learners' area" title={sapPageText.loginHeading} />
      <Container size="narrow" className="py-12 sm:py-16">
        {view.kind === 'loading' ? (
          <Panel heading={sapPageText.passwordHeading}>
            <StatusMessage tone="info" className="*:mt-6">
              {sapPageText.checkingLink}
            </StatusMessage>
          </Panel>
        ) : view.kind === 'choose' ? (
          <Panel heading={sapPageText.passwordHeading}>
            <ChoosePassword token={view.token} />
            {signInLink}
          </Panel>
        ) : view.kind === 'refused' ? (
          <Panel heading={sapPageText.passwordHeading}>
            <StatusMessage tone="error" className="*:mt-6">
              {view.message}
            </StatusMessage>
            <RequestReset />
            {signInLink}
          </Panel>
        ) : (
          <Panel heading={sapPageText.resetHeading}>
            <RequestReset />
            {signInLink}
          </Panel>
        )}
      </Container>
    </>
  )
}
