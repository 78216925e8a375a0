import {
  brand,
  checkStaffForm,
  safeNextPath,
  staffApiPaths,
  staffCodeRequestSchema,
  staffFormText,
  staffPages,
  staffPageText,
  staffSignInAnswerSchema,
  staffSignInRequestSchema,
} from '@app/core'
import { StaffAuthFrame, StaffSignInForm, type StaffSignInField } from '@app/ui'
import { useState } from 'react'
import { staffApi } from '../api'
import { useStaffForm } from '../forms'
import { navigate } from '../router'
import { passwordMemory, useSession } from '../session'
import { useTitle } from '../use-title'

/** /staff/sign-in: the e-mail address and password, then the code; then where `next` says. */
export function SignInPage({ next }: { next: string | null }) {
  const [step, setStep] = useState<'password' | 'code'>('password')
  const form = useStaffForm<StaffSignInField>()
  const { reload } = useSession()
  useTitle(step === 'code' ? staffPageText.codeHeading : staffPageText.signInHeading)
  const target = safeNextPath(next)

  const finish = async () => {
    await reload()
    navigate(target, { replace: true })
  }

  return (
    <StaffAuthFrame
      brandName={brand.name}
      areaName={staffPageText.areaName}
      title={step === 'code' ? staffPageText.codeHeading : staffPageText.signInHeading}
      lead={step === 'code' ? staffPageText.codeLead : staffPageText.signInLead}
    >
      <StaffSignInForm
        step={step}
        text={staffFormText.signIn}
        status={form.status}
        errorMessage={form.errorMessage}
        errors={form.errors}
        onSubmitPassword={async (values) => {
          const checked = checkStaffForm(staffSignInRequestSchema, { ...values })
          if (!checked.ok) return form.invalid(checked.errors)
          form.sending()
          try {
            const answer = await staffApi.post(
              staffApiPaths.signIn,
              checked.payload,
              staffSignInAnswerSchema,
              { unauthorizedIsAnswer: true },
            )
            form.done()
            if (answer.next === 'code') setStep('code')
            else if (answer.next === 'two-factor-set-up') {
              passwordMemory.keep(checked.payload.password)
              await reload()
              navigate(staffPages.twoFactorSetUp, { replace: true })
            } else await finish()
          } catch (error) {
            form.failed(error)
          }
        }}
        onSubmitCode={async (code) => {
          const checked = checkStaffForm(staffCodeRequestSchema, { code })
          if (!checked.ok) return form.invalid(checked.errors)
          form.sending()
          try {
            await staffApi.post(
              staffApiPaths.signInCode,
              checked.payload,
              staffSignInAnswerSchema,
              {
                unauthorizedIsAnswer: true,
              },
            )
            form.done()
            await finish()
          } catch (error) {
            form.failed(error, 'code')
          }
        }}
        onStartAgain={() => {
          form.done()
          setStep('password')
        }}
      />
    </StaffAuthFrame>
  )
}
