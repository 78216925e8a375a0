import { LogIn } from 'lucide-react'
import { useRef, useState, type ComponentProps, type ReactNode } from 'react'
import { Form } from '../form/form'
import { useFocusFirstError } from '../form/use-focus-first-error'
import { cn } from '../lib/cn'
import { StatusMessage } from '../status-message/status-message'
import { SubmitButton } from '../submit-button/submit-button'
import { TextField } from '../text-field/text-field'

export interface SignInValues {
  username: string
  password: string
}

export type SignInField = keyof SignInValues

export type SignInFormStatus = 'idle' | 'sending' | 'failed'

export interface SignInFormProps extends Omit<ComponentProps<'form'>, 'onSubmit' | 'children'> {
  /** Called with what was typed; the caller checks and sends it. */
  onSubmit: (values: SignInValues) => void
  /** 'sending' makes Sign in busy and blocks a second submission; 'failed' shows `errorMessage`. */
  status: SignInFormStatus
  /** The sentence shown (as an alert) when signing in failed, e.g. the server's. @default none */
  errorMessage?: string
  /** Per-field error texts from the caller's checks; after each attempt focus moves to the first one. @default {} */
  errors?: Partial<Record<SignInField, string>>
  /** What the fields hold at first. @default both empty */
  defaultValues?: Partial<SignInValues>
  /** Text of the submit button. @default 'Sign in' */
  submitLabel?: string
  /** Text of the submit button while busy. @default 'Signing in…' */
  busyLabel?: string
  /** A line under the button, e.g. a FormNotice about the session cookie. @default none */
  notice?: ReactNode
  /** The first field's label; an e-mail address makes it an e-mail field. @default 'Username' */
  usernameLabel?: string
  /** The first field's kind. @default 'username' */
  usernameKind?: 'username' | 'email'
  /** A link under the password, e.g. to reset it. @default none */
  passwordHelp?: ReactNode
}

/**
 * The learners' sign-in form: username (or e-mail address) and password, both required. It keeps what was typed
 * whatever happens (a failed attempt can be corrected, not retyped) and checks nothing itself
 * (`noValidate`): the caller's messages are the only ones shown.
 */
export function SignInForm({
  onSubmit,
  status,
  errorMessage,
  errors,
  defaultValues,
  submitLabel = 'Sign in',
  busyLabel = 'Signing in…',
  notice,
  usernameLabel = 'Username',
  usernameKind = 'username',
  passwordHelp,
  className,
  ...props
}: SignInFormProps) {
  const [values, setValues] = useState<SignInValues>({
    username: defaultValues?.username ?? '',
    password: defaultValues?.password ?? '',
  })
  const usernameRef = useRef<HTMLInputElement>(null)
  const passwordRef = useRef<HTMLInputElement>(null)

  const attempted = useFocusFirstError(() =>
    errors?.username ? usernameRef.current : errors?.password ? passwordRef.current : null,
  )

  const update = (field: SignInField) => (event: { target: { value: string } }) => {
    const { value } = event.target
    setValues((current) => ({ ...current, [field]: value }))
  }

  return (
    <Form
      // Sent before scripts have run, the password goes in a request body, never in the address.
      method="post"
      busy={status === 'sending'}
      onSubmit={() => {
        attempted()
        onSubmit(values)
      }}
      className={cn('flex flex-col gap-5', className)}
      {...props}
    >
      <TextField
        ref={usernameRef}
        name={usernameKind}
        label={usernameLabel}
        type={usernameKind === 'email' ? 'email' : 'text'}
        value={values.username}
        onChange={update('username')}
        error={errors?.username}
        autoComplete={usernameKind === 'email' ? 'email' : 'username'}
        autoCapitalize="none"
        spellCheck={false}
        required
      />
      <TextField
        ref={passwordRef}
        name="password"
        type="password"
        label="Password"
        value={values.password}
        onChange={update('password')}
        error={errors?.password}
        autoComplete="current-password"
        required
      />
      {passwordHelp ? <div className="-mt-2 text-sm">{passwordHelp}</div> : null}
      <div className="flex flex-col">
        <SubmitButton size="lg" icon={<LogIn aria-hidden="true" />} busyLabel={busyLabel}>
          {submitLabel}
        </SubmitButton>
        {notice ? <div className="mt-3">{notice}</div> : null}
        {/* Mounted at all times so that a failure is announced when its text appears. */}
        <StatusMessage tone="error" className="*:mt-4">
          {status === 'failed' && errorMessage ? errorMessage : null}
        </StatusMessage>
      </div>
    </Form>
  )
}
