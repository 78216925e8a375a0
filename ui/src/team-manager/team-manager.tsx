import type { PendingInvitation, StaffFormText, StaffRole, TeamMember } from '@app/core'
import { Send, UserMinus } from 'lucide-react'
import { useRef, useState, type ComponentProps } from 'react'
import { Button } from '../button/button'
import { ConfirmDialog } from '../confirm-dialog/confirm-dialog'
import { Form } from '../form/form'
import { useFocusFirstError } from '../form/use-focus-first-error'
import { cn } from '../lib/cn'
import { StaffTable } from '../staff-table/staff-table'
import { formatDateTime } from '../lib/date-time'
import { SelectField } from '../select-field/select-field'
import type { StaffFormStatus } from '../staff-sign-in-form/staff-sign-in-form'
import { StatusMessage } from '../status-message/status-message'
import { SubmitButton } from '../submit-button/submit-button'
import { TextField } from '../text-field/text-field'

export interface InviteValues {
  email: string
  role: StaffRole | ''
}

export type TeamManagerProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** The words of the page. */
  text: StaffFormText<'team'>
  /** The roles to choose from, with their labels. */
  roles: readonly { value: StaffRole; label: string }[]
  /** Everyone with an account, deactivated ones too. */
  members: readonly TeamMember[]
  /** Invitations not yet accepted. */
  invitations: readonly PendingInvitation[]
  /** The signed-in owner: their row is marked and cannot be deactivated from here. */
  currentUserId: string
  /** Called with a member's id and their new role, as soon as it is chosen. */
  onRoleChange: (id: string, role: StaffRole) => void
  /** Called with a member's id once the deactivation has been confirmed. */
  onDeactivate: (id: string) => void
  /** Called with an invitation's id on Send again. */
  onResend: (id: number) => void
  /** Called with the invite form's values; the caller checks and sends them. */
  onInvite: (values: InviteValues) => void
  /** The invite form's state: 'sending' makes it busy; on 'failed' the caller says why in `notice` or `inviteErrors`. */
  inviteStatus: StaffFormStatus
  /** The invite form's field errors. @default {} */
  inviteErrors?: Partial<Record<keyof InviteValues, string>>
  /** A new value empties the invite form (e.g. after an invitation went out). @default 0 */
  inviteFormKey?: number
  /** The outcome of the last action, announced above the lists. @default none */
  notice?: { tone: 'success' | 'error'; text: string }
  /** A member or invitation whose action is in flight: its controls are busy. @default none */
  busyId?: string | number
}

function roleLabel(roles: TeamManagerProps['roles'], role: StaffRole): string {
  return roles.find((option) => option.value === role)?.label ?? role
}

const rowClasses = 'max-md:flex max-md:flex-col max-md:gap-2 max-md:p-4'
const cellClasses = 'md:px-4 md:py-3 md:align-middle'

/**
 * The team, as an owner runs it: members with a role to change and Deactivate (after a
 * confirmation), the open invitations with Send again, and a form to invite someone.
 */
export function TeamManager({
  text,
  roles,
  members,
  invitations,
  currentUserId,
  onRoleChange,
  onDeactivate,
  onResend,
  onInvite,
  inviteStatus,
  inviteErrors,
  inviteFormKey = 0,
  notice,
  busyId,
  className,
  ...props
}: TeamManagerProps) {
  const [confirming, setConfirming] = useState<TeamMember | null>(null)
  return (
    <div className={cn('flex flex-col', className)} {...props}>
      {/* Always there, empty and taking no room until there is news (StatusMessage). */}
      <StatusMessage tone="success" className="*:mb-6">
        {notice?.tone === 'success' ? notice.text : null}
      </StatusMessage>
      <StatusMessage tone="error" className="*:mb-6">
        {notice?.tone === 'error' ? notice.text : null}
      </StatusMessage>
      <div className="flex flex-col gap-10">
        <section aria-labelledby="team-members" className="flex flex-col gap-4">
          <h2 id="team-members" className="text-lg font-semibold text-slate-900">
            {text.membersHeading}
          </h2>
          <StaffTable
            columns={[
              { label: text.name },
              { label: text.role },
              { label: text.status },
              { label: text.lastSignIn },
              { label: text.deactivate, visuallyHidden: true },
            ]}
          >
            <tbody className="divide-y divide-slate-200">
              {members.map((member) => {
                const isSelf = member.id === currentUserId
                const inactive = member.deactivatedAt !== null
                return (
                  <tr key={member.id} className={cn(rowClasses, inactive && 'bg-slate-50')}>
                    <td className={cellClasses}>
                      <span className="block font-semibold text-slate-900">
                        {member.name}
                        {isSelf ? (
                          <span className="ml-1 font-normal text-slate-500">({text.you})</span>
                        ) : null}
                      </span>
                      <span className="block break-all text-slate-600">{member.email}</span>
                    </td>
                    <td className={cellClasses}>
                      <SelectField
                        label={text.roleOf(member.name)}
                        hideLabel
                        options={roles}
                        value={member.role}
                        disabled={inactive || busyId === member.id}
                        onChange={(event) =>
                          onRoleChange(member.id, event.target.value as StaffRole)
                        }
                        className="md:w-36"
                        selectClassName="py-1.5 text-sm"
                      />
                    </td>
                    <td className={cellClasses}>
                      {inactive ? (
                        <span className="rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-700">
                          {text.deactivated}
                        </span>
                      ) : member.twoFactorEnabled ? (
                        <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-800">
                          {text.active}
                        </span>
                      ) : (
                        <span className="rounded-full bg-accent-100 px-2 py-0.5 text-xs font-semibold text-accent-900">
                          {text.twoFactorPending}
                        </span>
                      )}
                    </td>
                    <td className={cn(cellClasses, 'text-slate-700')}>
                      <span className="md:sr-only">{text.lastSignIn}: </span>
                      {member.lastSignInAt ? formatDateTime(member.lastSignInAt) : text.never}
                    </td>
                    <td className={cn(cellClasses, 'md:text-right')}>
                      {isSelf || inactive ? null : (
                        <Button
                          variant="ghost-danger"
                          size="sm"
                          aria-label={text.deactivateLabel(member.name)}
                          busy={busyId === member.id}
                          onClick={() => setConfirming(member)}
                        >
                          <UserMinus aria-hidden="true" />
                          {text.deactivate}
                        </Button>
                      )}
                    </td>
                  </tr>
                )
              })}
            </tbody>
          </StaffTable>
        </section>

        <section aria-labelledby="team-invitations" className="flex flex-col gap-4">
          <h2 id="team-invitations" className="text-lg font-semibold text-slate-900">
            {text.invitationsHeading}
          </h2>
          {invitations.length === 0 ? (
            <p className="text-sm text-slate-600">{text.invitationsNone}</p>
          ) : (
            <StaffTable
              columns={[
                { label: text.email },
                { label: text.role },
                { label: text.invited },
                { label: text.expires },
                { label: text.resend, visuallyHidden: true },
              ]}
            >
              <tbody className="divide-y divide-slate-200">
                {invitations.map((invitation) => (
                  <tr key={invitation.id} className={rowClasses}>
                    <td className={cn(cellClasses, 'font-semibold break-all text-slate-900')}>
                      {invitation.email}
                    </td>
                    <td className={cn(cellClasses, 'text-slate-700')}>
                      {roleLabel(roles, invitation.role)}
                    </td>
                    <td className={cn(cellClasses, 'text-slate-700')}>
                      <span className="md:sr-only">{text.invited}: </span>
                      {formatDateTime(invitation.invitedAt)}
                      {invitation.invitedBy ? ` · ${invitation.invitedBy}` : ''}
                    </td>
                    <td className={cn(cellClasses, 'text-slate-700')}>
                      <span className="md:sr-only">{text.expires}: </span>
                      {formatDateTime(invitation.expiresAt)}
                    </td>
                    <td className={cn(cellClasses, 'md:text-right')}>
                      <Button
                        variant="outline"
                        size="sm"
                        aria-label={text.resendLabel(invitation.email)}
                        busy={busyId === invitation.id}
                        onClick={() => onResend(invitation.id)}
                      >
                        <Send aria-hidden="true" />
                        {text.resend}
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </StaffTable>
          )}
        </section>

        <section
          aria-labelledby="team-invite"
          className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-xs sm:p-6"
        >
          <div>
            <h2 id="team-invite" className="text-lg font-semibold text-slate-900">
              {text.inviteHeading}
            </h2>
            <p className="mt-1 text-sm text-slate-600">{text.inviteLead}</p>
          </div>
          <InviteForm
            key={inviteFormKey}
            text={text}
            roles={roles}
            onInvite={onInvite}
            status={inviteStatus}
            errors={inviteErrors}
          />
        </section>

        <ConfirmDialog
          open={confirming !== null}
          title={confirming ? text.deactivateTitle(confirming.name) : ''}
          confirmLabel={text.deactivateConfirm}
          onConfirm={() => {
            if (confirming) onDeactivate(confirming.id)
            setConfirming(null)
          }}
          onCancel={() => setConfirming(null)}
        >
          {text.deactivateBody}
        </ConfirmDialog>
      </div>
    </div>
  )
}

function InviteForm({
  text,
  roles,
  onInvite,
  status,
  errors,
}: {
  text: StaffFormText<'team'>
  roles: TeamManagerProps['roles']
  onInvite: TeamManagerProps['onInvite']
  status: StaffFormStatus
  errors: TeamManagerProps['inviteErrors']
}) {
  const [values, setValues] = useState<InviteValues>({ email: '', role: 'staff' })
  const emailRef = useRef<HTMLInputElement>(null)
  const roleRef = useRef<HTMLSelectElement>(null)
  const attempted = useFocusFirstError(
    () => (errors?.email && emailRef.current) || (errors?.role && roleRef.current) || null,
  )
  return (
    <Form
      method="post"
      busy={status === 'sending'}
      onSubmit={() => {
        attempted()
        onInvite(values)
      }}
      className="flex flex-col gap-4 md:flex-row md:items-start"
    >
      <TextField
        ref={emailRef}
        name="email"
        type="email"
        label={text.email}
        value={values.email}
        onChange={(event) => setValues((current) => ({ ...current, email: event.target.value }))}
        error={errors?.email}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        required
        className="md:flex-1"
      />
      <SelectField
        ref={roleRef}
        name="role"
        label={text.role}
        options={roles}
        value={values.role}
        onChange={(event) =>
          setValues((current) => ({ ...current, role: event.target.value as StaffRole }))
        }
        error={errors?.role}
        required
        className="md:w-40"
      />
      <SubmitButton
        icon={<Send aria-hidden="true" />}
        busyLabel={text.inviteBusy}
        className="md:mt-7"
      >
        {text.inviteSubmit}
      </SubmitButton>
    </Form>
  )
}
