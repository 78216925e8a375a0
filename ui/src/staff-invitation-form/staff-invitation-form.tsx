import type { StaffFormText } from '@app/core'
import { Check, Circle, UserPlus } from 'lucide-react'
import { useId, useRef, useState, type ComponentProps } from 'react'
import { CheckboxField } from '../checkbox-field/checkbox-field'
import { Form } from '../form/form'
import { useFocusFirstError } from '../form/use-focus-first-error'
import { cn } from '../lib/cn'
import type { StaffFormStatus } from '../staff-sign-in-form/staff-sign-in-form'
import { StatusMessage } from '../status-message/status-message'
import { SubmitButton } from '../submit-button/submit-button'
import { TextField } from '../text-field/text-field'

export interface StaffInvitationValues {
  name: string
  /** Only asked on the first owner's link, which names nobody; '' otherwise. */
  email: string
  password: string
}

export type StaffInvitationField = keyof StaffInvitationValues

export type StaffInvitationFormProps = Omit<ComponentProps<'form'>, 'onSubmit' | 'children'> & {
  /** The words of the form. */
  text: StaffFormText<'invitation'>
  /** The invited address, shown as a fact; null on the first owner's link: the form asks for it. */
  email: string | null
  /** The role invited to, as a word ("Staff"). */
  roleLabel: string
  /** The password rules, shown under the field: its length limits (and as words), and advice. */
  passwordRules: { min: number; max: number; lengthRule: string; hint: string }
  /** Called with what was typed; the caller checks and sends it. */
  onSubmit: (values: StaffInvitationValues) => void
  /** 'sending' makes the button busy; 'failed' shows `errorMessage`. */
  status: StaffFormStatus
  /** The sentence shown (as an alert) when it failed. @default none */
  errorMessage?: string
  /** Per-field errors (e.g. the server's "too common"); focus moves to the first after each attempt. @default {} */
  errors?: Partial<Record<StaffInvitationField, string>>
}

/**
 * Accepting an invitation: a name and a new password (the first owner also gives their e-mail
 * address). The password's rules are shown under it, the length ticked off as it is typed; the
 * server judges the rest (common passwords).
 */
export function StaffInvitationForm({
  text,
  email,
  roleLabel,
  passwordRules,
  onSubmit,
  status,
  errorMessage,
  errors,
  className,
  ...props
}: StaffInvitationFormProps) {
  const [values, setValues] = useState<StaffInvitationValues>({ name: '', email: '', password: '' })
  const [showPassword, setShowPassword] = useState(false)
  const nameRef = useRef<HTMLInputElement>(null)
  const emailRef = useRef<HTMLInputElement>(null)
  const passwordRef = useRef<HTMLInputElement>(null)
  const rulesId = useId()
  const attempted = useFocusFirstError(
    () =>
      (errors?.name && nameRef.current) ||
      (errors?.email && emailRef.current) ||
      (errors?.password && passwordRef.current) ||
      null,
  )
  const update = (field: StaffInvitationField) => (event: { target: { value: string } }) => {
    const { value } = event.target
    setValues((current) => ({ ...current, [field]: value }))
  }
  const length = values.password.length
  const longEnough = length >= passwordRules.min && length <= passwordRules.max

  return (
    <Form
      method="post"
      busy={status === 'sending'}
      onSubmit={() => {
        attempted()
        onSubmit(values)
      }}
      className={cn('flex flex-col gap-5', className)}
      {...props}
    >
      {email !== null ? (
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-lg bg-slate-50 px-4 py-3 text-sm">
          <dt className="font-medium text-slate-600">{text.email}</dt>
          <dd className="font-semibold break-all text-slate-900">{email}</dd>
          <dt className="font-medium text-slate-600">{text.invitedAs}</dt>
          <dd className="font-semibold text-slate-900">{roleLabel}</dd>
        </dl>
      ) : null}
      <TextField
        ref={nameRef}
        name="name"
        label={text.name}
        value={values.name}
        onChange={update('name')}
        error={errors?.name}
        autoComplete="name"
        required
      />
      {email === null ? (
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
      ) : (
        // Password managers file the new password under this address.
        <input type="hidden" name="username" autoComplete="username" value={email} />
      )}
      <div className="flex flex-col gap-2">
        <TextField
          ref={passwordRef}
          name="password"
          type={showPassword ? 'text' : 'password'}
          label={text.password}
          value={values.password}
          onChange={update('password')}
          error={errors?.password}
          aria-describedby={rulesId}
          autoComplete="new-password"
          maxLength={passwordRules.max}
          required
        />
        <ul id={rulesId} className="flex flex-col gap-1 text-sm text-slate-600">
          <li className="flex items-center gap-2">
            {longEnough ? (
              <Check aria-hidden="true" className="size-4 text-emerald-700" />
            ) : (
              <Circle aria-hidden="true" className="size-4 text-slate-400" />
            )}
            <span>
              {passwordRules.lengthRule}
              <span className="sr-only">{longEnough ? ': done' : ''}</span>
            </span>
          </li>
          <li className="pl-6">{passwordRules.hint}</li>
        </ul>
        <CheckboxField
          label={text.showPassword}
          checked={showPassword}
          onChange={(event) => setShowPassword(event.target.checked)}
        />
      </div>
      <div className="flex flex-col">
        <SubmitButton size="lg" icon={<UserPlus aria-hidden="true" />} busyLabel={text.busy}>
          {text.submit}
        </SubmitButton>
        <StatusMessage tone="error" className="*:mt-4">
          {status === 'failed' && errorMessage ? errorMessage : null}
        </StatusMessage>
      </div>
    </Form>
  )
}
