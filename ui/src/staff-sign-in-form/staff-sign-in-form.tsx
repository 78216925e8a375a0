import type { StaffFormText } from '@app/core'
import { ArrowRight, LogIn } from 'lucide-react'
import { useRef, useState, type ComponentProps } from 'react'
import { Button } from '../button/button'
import { Form } from '../form/form'
import { useFocusFirstError } from '../form/use-focus-first-error'
import { cn } from '../lib/cn'
import { StatusMessage } from '../status-message/status-message'
import { SubmitButton } from '../submit-button/submit-button'
import { TextField } from '../text-field/text-field'

/** The first step's values. */
export interface StaffSignInValues {
  email: string
  password: string
}

export type StaffSignInField = keyof StaffSignInValues | 'code'

/** idle, a request in flight, or refused (with `errorMessage`). */
export type StaffFormStatus = 'idle' | 'sending' | 'failed'

export type StaffSignInFormProps = Omit<ComponentProps<'form'>, 'onSubmit' | 'children'> & {
  /** password: e-mail address and password; code: the app's code or a recovery code. */
  step: 'password' | 'code'
  /** The words of the form. */
  text: StaffFormText<'signIn'>
  /** Called with the e-mail address and password; the caller checks and sends them. */
  onSubmitPassword: (values: StaffSignInValues) => void
  /** Called with the code as typed. */
  onSubmitCode: (code: string) => void
  /** Back from the code to the first step, e.g. to use another account. @default none: no link */
  onStartAgain?: () => void
  /** 'sending' makes the button busy; 'failed' shows `errorMessage`. */
  status: StaffFormStatus
  /** The sentence shown (as an alert) when a step failed, e.g. the server's. @default none */
  errorMessage?: string
  /** Per-field errors; after each attempt focus moves to the first one. @default {} */
  errors?: Partial<Record<StaffSignInField, string>>
  /** The e-mail address at first. @default '' */
  defaultEmail?: string
}

/**
 * The staff sign-in, in two steps: e-mail address and password, then the code from an
 * authenticator app or one of the recovery codes. Checks nothing itself; keeps what was typed.
 */
export function StaffSignInForm({
  step,
  text,
  onSubmitPassword,
  onSubmitCode,
  onStartAgain,
  status,
  errorMessage,
  errors,
  defaultEmail = '',
  className,
  ...props
}: StaffSignInFormProps) {
  const [values, setValues] = useState<StaffSignInValues>({ email: defaultEmail, password: '' })
  const [code, setCode] = useState('')
  const emailRef = useRef<HTMLInputElement>(null)
  const passwordRef = useRef<HTMLInputElement>(null)
  const codeRef = useRef<HTMLInputElement>(null)
  const attempted = useFocusFirstError(() =>
    step === 'code'
      ? errors?.code
        ? codeRef.current
        : null
      : errors?.email
        ? emailRef.current
        : errors?.password
          ? passwordRef.current
          : null,
  )
  const failure = (
    <StatusMessage tone="error" className="*:mt-4">
      {status === 'failed' && errorMessage ? errorMessage : null}
    </StatusMessage>
  )

  if (step === 'code') {
    return (
      <Form
        method="post"
        busy={status === 'sending'}
        onSubmit={() => {
          attempted()
          onSubmitCode(code)
        }}
        className={cn('flex flex-col gap-5', className)}
        {...props}
      >
        <TextField
          ref={codeRef}
          name="code"
          label={text.code}
          hint={text.codeHint}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          error={errors?.code}
          autoComplete="one-time-code"
          autoCapitalize="characters"
          spellCheck={false}
          inputClassName="font-mono text-lg tracking-widest"
          required
          // The step has just appeared: the one field is where the person goes next.
          autoFocus
        />
        <div className="flex flex-col">
          <SubmitButton size="lg" icon={<LogIn aria-hidden="true" />} busyLabel={text.codeBusy}>
            {text.codeSubmit}
          </SubmitButton>
          {failure}
          {onStartAgain ? (
            <Button variant="ghost" size="sm" className="mt-3 self-center" onClick={onStartAgain}>
              {text.startAgain}
            </Button>
          ) : null}
        </div>
      </Form>
    )
  }

  const update = (field: keyof StaffSignInValues) => (event: { target: { value: string } }) => {
    const { value } = event.target
    setValues((current) => ({ ...current, [field]: value }))
  }
  return (
    <Form
      method="post"
      busy={status === 'sending'}
      onSubmit={() => {
        attempted()
        onSubmitPassword(values)
      }}
      className={cn('flex flex-col gap-5', className)}
      {...props}
    >
      <TextField
        ref={emailRef}
        name="email"
        type="email"
        label={text.email}
        value={values.email}
        onChange={update('email')}
        error={errors?.email}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        required
      />
      <TextField
        ref={passwordRef}
        name="password"
        type="password"
        label={text.password}
        value={values.password}
        onChange={update('password')}
        error={errors?.password}
        autoComplete="current-password"
        required
      />
      <div className="flex flex-col">
        <SubmitButton size="lg" icon={<ArrowRight aria-hidden="true" />} busyLabel={text.busy}>
          {text.submit}
        </SubmitButton>
        {failure}
      </div>
    </Form>
  )
}
