import type { LearnerRow, LearnersRoomText } from '@app/core'
import { CalendarPlus, MailPlus, Send, UserX } from 'lucide-react'
import { type ComponentProps, useState } from 'react'
import { Button } from '../button/button'
import { ConfirmDialog } from '../confirm-dialog/confirm-dialog'
import { DateField } from '../date-field/date-field'
import { Form } from '../form/form'
import { cn } from '../lib/cn'
import { formatDateTime } from '../lib/date-time'
import { StaffTable } from '../staff-table/staff-table'
import type { StaffFormStatus } from '../staff-sign-in-form/staff-sign-in-form'
import { StatusMessage } from '../status-message/status-message'
import { SubmitButton } from '../submit-button/submit-button'
import { TextField } from '../text-field/text-field'

export interface InviteLearnerValues {
  email: string
  name: string
  /** YYYY-MM-DD */
  until: string
}

export type LearnerManagerProps = Omit<ComponentProps<'div'>, 'children'> & {
  text: LearnersRoomText
  learners: readonly LearnerRow[]
  /** Called with the invite form's values; the caller checks and sends them. */
  onInvite: (values: InviteLearnerValues) => void
  /** Called with a learner's id and the new end of their access (YYYY-MM-DD). */
  onExtend: (id: string, until: string) => void
  /** Called with a learner's id once ending their access has been confirmed. */
  onEnd: (id: string) => void
  /** Called with a learner's id on Send invitation again. */
  onResend: (id: string) => void
  /** The invite form's request. @default 'idle' */
  inviteStatus?: StaffFormStatus
  /** The invite form's messages per field. @default {} */
  inviteErrors?: Partial<Record<keyof InviteLearnerValues, string>>
  /** Changes to empty the invite form after a success. @default 0 */
  inviteFormKey?: number
  /** The learner whose change is in flight: their buttons wait. @default none */
  busyId?: string
  /** The outcome of the last change. @default none */
  notice?: { tone: 'success' | 'error'; text: string }
}

const cellClasses = 'px-4 py-3 align-top max-md:block max-md:py-1'

function InviteForm({
  text,
  onInvite,
  status,
  errors,
}: {
  text: LearnersRoomText
  onInvite: (values: InviteLearnerValues) => void
  status: StaffFormStatus
  errors: Partial<Record<keyof InviteLearnerValues, string>>
}) {
  const [values, setValues] = useState<InviteLearnerValues>({ email: '', name: '', until: '' })
  const set = (field: keyof InviteLearnerValues) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }))
  return (
    <section
      aria-labelledby="invite-learner-heading"
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-xs"
    >
      <h2 id="invite-learner-heading" className="text-lg font-semibold text-slate-900">
        {text.inviteHeading}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{text.inviteLead}</p>
      <Form
        busy={status === 'sending'}
        onSubmit={() => onInvite(values)}
        className="mt-4 grid gap-4 sm:grid-cols-[1fr_1fr_auto_auto] sm:items-start"
      >
        <TextField
          name="email"
          type="email"
          label={text.email}
          value={values.email}
          onChange={set('email')}
          error={errors.email}
          autoComplete="off"
          required
        />
        <TextField
          name="name"
          label={text.name}
          value={values.name}
          onChange={set('name')}
          error={errors.name}
          autoComplete="off"
          required
        />
        <DateField
          name="until"
          label={text.until}
          value={values.until}
          onChange={set('until')}
          error={errors.until}
          required
        />
        <SubmitButton
          icon={<MailPlus aria-hidden="true" />}
          busyLabel={text.inviting}
          className="sm:mt-7"
        >
          {text.invite}
        </SubmitButton>
      </Form>
    </section>
  )
}

/**
 * The staff area's Learners room (docs/learners.md#the-learners-room): each learner's access,
 * last sign-in and invitation, with Extend (to a date), End access (after a confirmation) and
 * Send invitation again; and a form to invite a learner by hand.
 */
export function LearnerManager({
  text,
  learners,
  onInvite,
  onExtend,
  onEnd,
  onResend,
  inviteStatus = 'idle',
  inviteErrors = {},
  inviteFormKey = 0,
  busyId,
  notice,
  className,
  ...props
}: LearnerManagerProps) {
  const [extendTo, setExtendTo] = useState<Record<string, string>>({})
  const [ending, setEnding] = useState<LearnerRow | undefined>()

  return (
    <div className={cn('flex flex-col gap-6', className)} {...props}>
      <StatusMessage tone="success">
        {notice?.tone === 'success' ? notice.text : null}
      </StatusMessage>
      <StatusMessage tone="error">{notice?.tone === 'error' ? notice.text : null}</StatusMessage>
      {learners.length === 0 ? (
        <p className="rounded-xl border border-slate-200 bg-white p-5 text-sm text-slate-600">
          {text.empty}
        </p>
      ) : (
        <StaffTable
          columns={[
            { label: text.learner },
            { label: text.access },
            { label: text.lastSignIn },
            { label: text.invitation },
            { label: text.actions, visuallyHidden: true },
          ]}
        >
          <tbody className="divide-y divide-slate-200">
            {learners.map((learner) => {
              const busy = busyId === learner.id
              return (
                <tr key={learner.id} className="max-md:block max-md:px-0 max-md:py-3">
                  <td className={cellClasses}>
                    <span className="block font-semibold text-slate-900">{learner.name}</span>
                    <span className="block break-all text-slate-600">{learner.email}</span>
                  </td>
                  <td className={cellClasses}>
                    {learner.accessUntil
                      ? text.accessUntil(formatDateTime(learner.accessUntil))
                      : learner.accessEndedOn
                        ? text.accessEnded(formatDateTime(learner.accessEndedOn))
                        : text.noAccess}
                  </td>
                  <td className={cellClasses}>
                    {learner.lastSignInAt ? formatDateTime(learner.lastSignInAt) : text.never}
                  </td>
                  <td className={cellClasses}>{text.invitationStates[learner.invitation]}</td>
                  <td className={cellClasses}>
                    <div className="flex flex-col gap-2">
                      <Form
                        busy={busy}
                        onSubmit={() => {
                          const until = extendTo[learner.id]
                          if (until) onExtend(learner.id, until)
                        }}
                        className="flex items-end gap-2"
                      >
                        <DateField
                          name={`extend-${learner.id}`}
                          label={text.extendTo(learner.name)}
                          hideLabel
                          value={extendTo[learner.id] ?? ''}
                          onChange={(event) =>
                            setExtendTo((current) => ({
                              ...current,
                              [learner.id]: event.target.value,
                            }))
                          }
                        />
                        <SubmitButton
                          variant="outline"
                          size="sm"
                          icon={<CalendarPlus aria-hidden="true" />}
                        >
                          {text.extend}
                        </SubmitButton>
                      </Form>
                      <div className="flex flex-wrap gap-2">
                        {learner.accessUntil ? (
                          <Button
                            variant="outline"
                            size="sm"
                            disabled={busy}
                            aria-label={text.endLabel(learner.name)}
                            onClick={() => setEnding(learner)}
                          >
                            <UserX aria-hidden="true" />
                            {text.end}
                          </Button>
                        ) : null}
                        {learner.invitation !== 'password-set' ? (
                          <Button
                            variant="outline"
                            size="sm"
                            disabled={busy}
                            aria-label={text.resendLabel(learner.name)}
                            onClick={() => onResend(learner.id)}
                          >
                            <Send aria-hidden="true" />
                            {text.resend}
                          </Button>
                        ) : null}
                      </div>
                    </div>
                  </td>
                </tr>
              )
            })}
          </tbody>
        </StaffTable>
      )}
      <InviteForm
        key={inviteFormKey}
        text={text}
        onInvite={onInvite}
        status={inviteStatus}
        errors={inviteErrors}
      />
      <ConfirmDialog
        open={ending !== undefined}
        title={ending ? text.endTitle(ending.name) : ''}
        confirmLabel={text.end}
        onConfirm={() => {
          if (ending) onEnd(ending.id)
          setEnding(undefined)
        }}
        onCancel={() => setEnding(undefined)}
      >
        {text.endBody}
      </ConfirmDialog>
    </div>
  )
}
