import {
  brand,
  checkStaffForm,
  staffApiPaths,
  staffCodeRequestSchema,
  staffFormText,
  staffMessages,
  staffOkAnswerSchema,
  staffPages,
  staffPageText,
  twoFactorSetUpAnswerSchema,
  twoFactorSetUpRequestSchema,
} from '@app/core'
import { RecoveryCodes, StaffAuthFrame, TwoFactorSetUp } from '@app/ui'
import QRCode from 'qrcode'
import { useEffect, useRef, useState } from 'react'
import { staffApi } from '../api'
import { useStaffForm } from '../forms'
import { navigate } from '../router'
import { passwordMemory, useLoadSession, useSession } from '../session'
import { useTitle } from '../use-title'

type Step =
  | { step: 'password' }
  | { step: 'scan'; secret: string; qrCodeSrc: string; recoveryCodes: string[] }
  | { step: 'recovery'; recoveryCodes: string[] }

/** The QR code of an otpauth:// address, as an image address the CSP allows (data:). */
async function qrCodeOf(uri: string): Promise<string> {
  const svg = await QRCode.toString(uri, {
    type: 'svg',
    margin: 1,
    errorCorrectionLevel: 'M',
    color: { dark: '#0f172a', light: '#ffffff' },
  })
  return `data:image/svg+xml,${encodeURIComponent(svg)}`
}

/**
 * /staff/two-factor: the password again (unless it was typed a moment ago), the QR code and the
 * key, the app's code to confirm; then the recovery codes, shown this once.
 */
export function TwoFactorPage() {
  const [step, setStep] = useState<Step>({ step: 'password' })
  const form = useStaffForm<'password' | 'code'>()
  const { current, reload } = useSession()
  useLoadSession(true)
  useTitle(
    step.step === 'recovery' ? staffPageText.recoveryHeading : staffPageText.twoFactorHeading,
  )

  const alreadySetUp =
    current.state === 'signed-in' && current.session.twoFactorEnabled && step.step !== 'recovery'
  useEffect(() => {
    if (alreadySetUp) navigate(staffPages.overview, { replace: true })
  }, [alreadySetUp])

  const start = async (password: string) => {
    const checked = checkStaffForm(twoFactorSetUpRequestSchema, { password })
    if (!checked.ok) return form.invalid(checked.errors)
    form.sending()
    try {
      const answer = await staffApi.post(
        staffApiPaths.twoFactorSetUp,
        checked.payload,
        twoFactorSetUpAnswerSchema,
        { unauthorizedIsAnswer: true },
      )
      setStep({
        step: 'scan',
        secret: answer.secret,
        qrCodeSrc: await qrCodeOf(answer.uri),
        recoveryCodes: answer.recoveryCodes,
      })
      form.done()
    } catch (error) {
      form.failed(error, 'password')
    }
  }

  // Straight from the invitation or the sign-in: the password was typed a moment ago.
  const started = useRef(false)
  useEffect(() => {
    if (started.current) return
    started.current = true
    const password = passwordMemory.take()
    // Once, as the page opens; `start` sets state as the set-up answers.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (password) void start(password)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  return (
    <StaffAuthFrame
      brandName={brand.name}
      areaName={staffPageText.areaName}
      title={
        step.step === 'recovery' ? staffPageText.recoveryHeading : staffPageText.twoFactorHeading
      }
      lead={step.step === 'recovery' ? staffPageText.recoveryLead : staffPageText.twoFactorLead}
      wide={step.step !== 'password'}
    >
      {step.step === 'recovery' ? (
        <RecoveryCodes
          text={staffFormText.recovery}
          codes={step.recoveryCodes}
          brandName={brand.name}
          onDone={async () => {
            await reload()
            navigate(staffPages.overview, { replace: true })
          }}
        />
      ) : (
        <TwoFactorSetUp
          text={staffFormText.twoFactor}
          step={step.step}
          qrCodeSrc={step.step === 'scan' ? step.qrCodeSrc : undefined}
          secret={step.step === 'scan' ? step.secret : undefined}
          status={form.status}
          errorMessage={form.errorMessage}
          errors={form.errors}
          onSubmitPassword={(password) => void start(password)}
          onSubmitCode={async (code) => {
            if (step.step !== 'scan') return
            const compact = code.replace(/\s+/g, '')
            if (compact && !/^\d{6}$/.test(compact)) {
              return form.invalid({ code: staffMessages.codeFormat })
            }
            const checked = checkStaffForm(staffCodeRequestSchema, { code: compact })
            if (!checked.ok) return form.invalid(checked.errors)
            form.sending()
            try {
              await staffApi.post(
                staffApiPaths.twoFactorConfirm,
                checked.payload,
                staffOkAnswerSchema,
                { unauthorizedIsAnswer: true },
              )
              form.done()
              setStep({ step: 'recovery', recoveryCodes: step.recoveryCodes })
            } catch (error) {
              form.failed(error, 'code')
            }
          }}
        />
      )}
    </StaffAuthFrame>
  )
}
