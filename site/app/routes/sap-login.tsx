import {
  apiErrors,
  formNotices,
  legalNoticeLinks,
  pages,
  SAP_PASSWORD_PAGE,
  type SapLoginRequest,
  sapMessages,
  sapPageText,
} from '@app/core'
import { Container, FormNotice, Link, PageHeader, SignInForm } from '@app/ui'
import { useEffect } from 'react'
import type { SignInValues } from '@app/ui'
import { getLearnerSession, signInLearner } from '../features/sap/api'
import type { ApiFailure } from '../lib/answer'
import { loadSchemas } from '../lib/load-schemas'
import { metaFromPageData } from '../lib/meta'
import { pageData } from '../lib/page-data'
import { useSubmission } from '../lib/use-submission'

/** The page's meta tags, read when it is prerendered (docs/product.md#speed). */
export const loader = () => pageData('sapLogin')
export const meta = metaFromPageData

/** What to tell the learner when signing in did not work. */
function failureMessage(failure: ApiFailure | undefined): string | undefined {
  if (failure === undefined) return undefined
  if (failure.kind === 'rate-limited') return failure.error || sapMessages.tooManyAttempts
  if (failure.kind === 'unauthorized') return sapMessages.invalidCredentials
  if (failure.kind === 'invalid') return failure.error
  if (failure.kind === 'network' || failure.kind === 'unavailable') return sapMessages.unreachable
  return failure.error ?? apiErrors.internal
}

/**
 * The SAP learners' sign-in (docs/product.md#sap-learners-area). The server checks the e-mail address
 * and password and sets the session cookie; on success the learner goes to the topics. Someone
 * already signed in goes straight there (the server redirects a page load; this covers a
 * client-side visit, e.g. the header's Login link).
 */
export default function SapLogin() {
  const { status, errors, failure, submit } = useSubmission({
    // The check brings zod: it loads with the first submit (docs/product.md#speed).
    check: async (values: SignInValues) => {
      const checked = (await loadSchemas()).checkSapLoginForm({
        email: values.username,
        password: values.password,
      })
      if (checked.ok) return checked
      // The form's first field holds the e-mail address.
      const { email, password } = checked.errors
      return { ok: false as const, errors: { username: email, password } }
    },
    send: (request: SapLoginRequest) => signInLearner(request),
    fieldOf: (field) => (field === 'email' ? 'username' : field === 'password' ? field : undefined),
  })

  useEffect(() => {
    const controller = new AbortController()
    getLearnerSession(controller.signal)
      .then((result) => {
        if (result.ok && result.data.signedIn) window.location.replace(pages.sapTopics.path)
      })
      .catch(() => {
        // Aborted: the learner has left the page.
      })
    return () => controller.abort()
  }, [])

  async function signIn(values: SignInValues) {
    const outcome = await submit(values)
    // A full page load, not a client-side one: only the topics page's own CSP lets the video
    // host's frames in, and a document keeps the CSP it was loaded with.
    if (outcome.status === 'sent') window.location.assign(pages.sapTopics.path)
  }

  return (
    <>
      <PageHeader
        eyebrow="Learners' area"
        title={sapPageText.loginHeading}
        lead={sapPageText.loginLead}
      />
      <Container size="narrow" className="py-12 sm:py-16">
        <section
          aria-labelledby="sap-sign-in-heading"
          className="mx-auto max-w-md rounded-2xl bg-white p-6 shadow-card ring-1 ring-slate-200 sm:p-8"
        >
          <h2 id="sap-sign-in-heading" className="text-2xl font-semibold text-slate-900">
            {sapPageText.signIn}
          </h2>
          <SignInForm
            aria-labelledby="sap-sign-in-heading"
            className="mt-6"
            onSubmit={(values) => void signIn(values)}
            status={status === 'sent' ? 'sending' : status}
            errors={errors}
            errorMessage={failureMessage(failure)}
            submitLabel={sapPageText.signIn}
            usernameLabel={sapPageText.emailLabel}
            usernameKind="email"
            passwordHelp={
              <Link
                href={SAP_PASSWORD_PAGE}
                className="font-medium text-brand-700 underline underline-offset-2"
              >
                {sapPageText.forgotPassword}
              </Link>
            }
            busyLabel={sapPageText.signingIn}
            notice={
              <FormNotice
                text={formNotices.signIn}
                links={[legalNoticeLinks.privacy, legalNoticeLinks.cookies]}
              />
            }
          />
        </section>
      </Container>
    </>
  )
}
