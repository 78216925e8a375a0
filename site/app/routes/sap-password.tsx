import { pages, sapMessages, sapPageText } from '@app/core'
import { Container, Form, Link, PageHeader, StatusMessage, SubmitButton, TextField } from '@app/ui'
import { type ReactNode, useEffect, useState } from 'react'
import { getPasswordLink, requestPasswordReset, setLearnerPassword } from '../features/sap/api'
import type { ApiFailure, ApiResult } from '../lib/answer'
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

interface OneFieldFormProps {
  lead: string
  field: {
    name: 'password' | 'email'
    type: 'password' | 'email'
    label: string
    autoComplete: string
  }
  submitLabel: string
  busyLabel: string
  /** What the form sends; `onDone` runs when the server took it. */
  submit: (value: string) => Promise<ApiResult<unknown>>
  onDone?: () => void
  /** Said once the server took it, if the page stays. */
  doneMessage?: string
}

/** The page's two forms, each one field: what was typed stays when the server refuses it. */
function OneFieldForm({
  lead,
  field,
  submitLabel,
  busyLabel,
  submit,
  onDone,
  doneMessage,
}: OneFieldFormProps) {
  const [value, setValue] = useState('')
  const [status, setStatus] = useState<'idle' | 'sending' | 'sent' | 'failed'>('idle')
  const [error, setError] = useState<string | undefined>()
  const [fieldError, setFieldError] = useState<string | undefined>()

  async function send() {
    setStatus('sending')
    setFieldError(undefined)
    const result = await submit(value)
    if (result.ok) {
      // The form stays busy while onDone leaves the page.
      if (onDone) onDone()
      else setStatus('sent')
      return
    }
    const { failure } = result
    if (failure.kind === 'invalid') setFieldError(failure.fields[field.name]?.[0] ?? failure.error)
    setError(failure.kind === 'invalid' ? undefined : failureText(failure))
    setStatus('failed')
  }

  return (
    <Form
      className="mt-6 flex flex-col gap-5"
      busy={status === 'sending'}
      onSubmit={() => void send()}
    >
      <p className="text-slate-700">{lead}</p>
      <TextField
        name={field.name}
        type={field.type}
        label={field.label}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        error={fieldError}
        autoComplete={field.autoComplete}
        required
      />
      <SubmitButton size="lg" busyLabel={busyLabel}>
        {submitLabel}
      </SubmitButton>
      {doneMessage ? (
        <StatusMessage tone="success">{status === 'sent' ? doneMessage : null}</StatusMessage>
      ) : null}
      <StatusMessage tone="error">{status === 'failed' && error ? error : null}</StatusMessage>
    </Form>
  )
}

/** Choosing a password from an invitation or reset link (used up only by the form's POST). */
function ChoosePassword({ token }: { token: string }) {
  return (
    <OneFieldForm
      lead={sapPageText.passwordLead}
      field={{
        name: 'password',
        type: 'password',
        label: sapPageText.newPasswordLabel,
        autoComplete: 'new-password',
      }}
      submitLabel={sapPageText.savePassword}
      busyLabel={sapPageText.savingPassword}
      submit={(password) => setLearnerPassword({ token, password })}
      // A full load: only the topics page's own CSP lets the video frames in.
      onDone={() => window.location.assign(pages.sapTopics.path)}
    />
  )
}

/** Asking for a reset link: the same answer whether or not the address has an account. */
function RequestReset() {
  return (
    <OneFieldForm
      lead={sapPageText.resetLead}
      field={{ name: 'email', type: 'email', label: sapPageText.emailLabel, autoComplete: 'email' }}
      submitLabel={sapPageText.sendResetLink}
      busyLabel={sapPageText.sendingResetLink}
      submit={(email) => requestPasswordReset({ email })}
      doneMessage={sapMessages.resetSent}
    />
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
      {/* Tall enough for the tallest view, so the footer does not jump when the link is checked. */}
      <Container size="narrow" className="min-h-[40rem] py-12 sm:py-16">
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
