import type { StaffFormText } from '@app/core'
import { ArrowRight, ShieldCheck } from 'lucide-react'
import { useRef, useState, type ComponentProps } from 'react'
import { Form } from '../form/form'
import { useFocusFirstError } from '../form/use-focus-first-error'
import { cn } from '../lib/cn'
import type { StaffFormStatus } from '../staff-sign-in-form/staff-sign-in-form'
import { StatusMessage } from '../status-message/status-message'
import { SubmitButton } from '../submit-button/submit-button'
import { TextField } from '../text-field/text-field'

export type TwoFactorSetUpProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** The words of the steps. */
  text: StaffFormText<'twoFactor'>
  /** password: the password again, as a fresh proof; scan: the QR code, the key and the code. */
  step: 'password' | 'scan'
  /** The QR code as an image address (a `data:image/svg+xml` URL), in the scan step. */
  qrCodeSrc?: string
  /** The key as text (base32), in the scan step. */
  secret?: string
  /** Called with the password. */
  onSubmitPassword: (password: string) => void
  /** Called with the code from the app. */
  onSubmitCode: (code: string) => void
  /** 'sending' makes the step's button busy; 'failed' shows `errorMessage`. */
  status: StaffFormStatus
  /** The sentence shown (as an alert) when a step failed. @default none */
  errorMessage?: string
  /** The step's field error; focus moves to it after each attempt. @default {} */
  errors?: { password?: string; code?: string }
}

/** A key in groups of four, as authenticator apps show it, easier to type. */
function groupsOfFour(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ')
}

/**
 * Setting up two-factor sign-in: the password again, then a QR code to scan (and the key as
 * text, for typing into the app), then the app's 6-digit code to confirm it works.
 */
export function TwoFactorSetUp({
  text,
  step,
  qrCodeSrc,
  secret,
  onSubmitPassword,
  onSubmitCode,
  status,
  errorMessage,
  errors,
  className,
  ...props
}: TwoFactorSetUpProps) {
  const [password, setPassword] = useState('')
  const [code, setCode] = useState('')
  const fieldRef = useRef<HTMLInputElement>(null)
  const attempted = useFocusFirstError(() =>
    (step === 'password' ? errors?.password : errors?.code) ? fieldRef.current : null,
  )
  const failure = (
    <StatusMessage tone="error" className="*:mt-4">
      {status === 'failed' && errorMessage ? errorMessage : null}
    </StatusMessage>
  )

  if (step === 'password') {
    return (
      <div className={className} {...props}>
        <p className="mb-5 text-sm text-slate-700">{text.passwordLead}</p>
        <Form
          method="post"
          busy={status === 'sending'}
          onSubmit={() => {
            attempted()
            onSubmitPassword(password)
          }}
          className="flex flex-col gap-5"
        >
          <TextField
            ref={fieldRef}
            name="password"
            type="password"
            label={text.password}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={errors?.password}
            autoComplete="current-password"
            required
          />
          <div className="flex flex-col">
            <SubmitButton
              size="lg"
              icon={<ArrowRight aria-hidden="true" />}
              busyLabel={text.passwordBusy}
            >
              {text.passwordSubmit}
            </SubmitButton>
            {failure}
          </div>
        </Form>
      </div>
    )
  }

  return (
    <div className={cn('flex flex-col gap-8', className)} {...props}>
      <section aria-labelledby="two-factor-scan" className="grid gap-6 sm:grid-cols-[auto_1fr]">
        <div className="sm:col-span-2">
          <h2 id="two-factor-scan" className="text-base font-semibold text-slate-900">
            {text.scanStep}
          </h2>
        </div>
        {qrCodeSrc ? (
          <img
            src={qrCodeSrc}
            alt={text.qrAlt}
            width={192}
            height={192}
            className="size-48 justify-self-center rounded-lg border border-slate-200 bg-white p-2"
          />
        ) : null}
        <div className="flex flex-col justify-center gap-2">
          <h3 className="text-sm font-medium text-slate-700">{text.secretStep}</h3>
          <p className="text-xs text-slate-600">{text.secretLabel}</p>
          <code className="rounded-lg bg-slate-100 px-3 py-2 font-mono text-base font-semibold tracking-wider [overflow-wrap:anywhere] text-slate-900 select-all">
            {secret ? groupsOfFour(secret) : null}
          </code>
        </div>
      </section>
      <section aria-labelledby="two-factor-confirm" className="border-t border-slate-200 pt-6">
        <h2 id="two-factor-confirm" className="text-base font-semibold text-slate-900">
          {text.confirmStep}
        </h2>
        <Form
          method="post"
          busy={status === 'sending'}
          onSubmit={() => {
            attempted()
            onSubmitCode(code)
          }}
          className="mt-4 flex flex-col gap-5 sm:max-w-sm"
        >
          <TextField
            ref={fieldRef}
            name="code"
            label={text.code}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            error={errors?.code}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={7}
            inputClassName="font-mono text-lg tracking-widest"
            required
          />
          <div className="flex flex-col">
            <SubmitButton
              size="lg"
              icon={<ShieldCheck aria-hidden="true" />}
              busyLabel={text.codeBusy}
            >
              {text.codeSubmit}
            </SubmitButton>
            {failure}
          </div>
        </Form>
      </section>
    </div>
  )
}
