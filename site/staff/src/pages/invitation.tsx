import {
  acceptInvitationRequestSchema,
  brand,
  checkStaffForm,
  firstOwnerEmailSchema,
  invitationAnswerSchema,
  staffApiPaths,
  staffFormText,
  staffMessages,
  staffPages,
  staffPageText,
  staffPasswordLimits,
  staffRoleLabels,
  staffSignInAnswerSchema,
} from '@app/core'
import {
  ButtonLink,
  StaffAuthFrame,
  StaffInvitationForm,
  StatusMessage,
  type StaffInvitationField,
} from '@app/ui'
import { useEffect, useState } from 'react'
import { problemOf, staffApi } from '../api'
import { useStaffForm } from '../forms'
import { navigate } from '../router'
import { passwordMemory, useSession } from '../session'
import { useTitle } from '../use-title'

type Invitation =
  | { state: 'loading' }
  | { state: 'failed'; message: string }
  | { state: 'open'; email: string | null; roleLabel: string; firstOwner: boolean }

const text = staffFormText.invitation

/**
 * /staff/invitation/{token}: what the invitation is for (opening it uses nothing up), then a
 * name and password; the POST creates the account and signs in, and two-factor set-up follows.
 */
export function InvitationPage({ token }: { token: string }) {
  useTitle(staffPageText.invitationHeading)
  const [invitation, setInvitation] = useState<Invitation>({ state: 'loading' })
  const form = useStaffForm<StaffInvitationField>()
  const { reload } = useSession()

  useEffect(() => {
    let current = true
    staffApi
      .get(staffApiPaths.invitation(token), invitationAnswerSchema, { unauthorizedIsAnswer: true })
      .then(
        (answer) =>
          current &&
          setInvitation({
            state: 'open',
            email: answer.email,
            roleLabel: staffRoleLabels[answer.role],
            firstOwner: answer.firstOwner,
          }),
        (error: unknown) =>
          current && setInvitation({ state: 'failed', message: problemOf(error).message }),
      )
    return () => {
      current = false
    }
  }, [token])

  const lead =
    invitation.state === 'open'
      ? invitation.firstOwner
        ? text.firstOwnerLead
        : text.lead(invitation.roleLabel.toLowerCase())
      : undefined

  return (
    <StaffAuthFrame
      brandName={brand.name}
      areaName={staffPageText.areaName}
      title={staffPageText.invitationHeading}
      lead={lead}
    >
      {invitation.state === 'loading' ? (
        <p className="text-sm text-slate-600" aria-busy="true">
          …
        </p>
      ) : invitation.state === 'failed' ? (
        <div className="flex flex-col gap-5">
          <StatusMessage tone="error">{invitation.message}</StatusMessage>
          <ButtonLink href={staffPages.signIn} variant="outline">
            {staffPageText.signInHeading}
          </ButtonLink>
        </div>
      ) : (
        <StaffInvitationForm
          text={text}
          email={invitation.email}
          roleLabel={invitation.roleLabel}
          passwordRules={{
            ...staffPasswordLimits,
            lengthRule: text.lengthRule,
            hint: staffMessages.passwordHint,
          }}
          status={form.status}
          errorMessage={form.errorMessage}
          errors={form.errors}
          onSubmit={async (values) => {
            const request = {
              token,
              name: values.name,
              password: values.password,
              ...(invitation.email === null ? { email: values.email } : {}),
            }
            const checked = checkStaffForm(acceptInvitationRequestSchema, request)
            const emailChecked =
              invitation.email === null
                ? checkStaffForm(firstOwnerEmailSchema, { email: values.email })
                : { ok: true as const }
            if (!checked.ok || !emailChecked.ok) {
              return form.invalid({
                ...(emailChecked.ok ? {} : emailChecked.errors),
                ...(checked.ok ? {} : checked.errors),
              })
            }
            form.sending()
            try {
              await staffApi.post(
                staffApiPaths.acceptInvitation,
                checked.payload,
                staffSignInAnswerSchema,
                { unauthorizedIsAnswer: true },
              )
              passwordMemory.keep(values.password)
              await reload()
              navigate(staffPages.twoFactorSetUp, { replace: true })
            } catch (error) {
              form.failed(error)
            }
          }}
        />
      )}
    </StaffAuthFrame>
  )
}
