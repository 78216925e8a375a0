import {
  accessEndedText,
  enrolmentFormPath,
  pages,
  type SapTopic,
  sapMessages,
  sapPageText,
} from '@app/core'
import { Button, Container, Link, PageHeader, StatusMessage, VideoTopicList } from '@app/ui'
import { LogOut } from 'lucide-react'
import { useEffect, useState } from 'react'
import { useNavigate } from 'react-router'
import { getSapTopics, signOutLearner, signOutLearnerEverywhere } from '../features/sap/api'
import { metaFromPageData } from '../lib/meta'
import { pageData } from '../lib/page-data'

/** The page's meta tags, read when it is prerendered (docs/product.md#speed). */
export const loader = () => pageData('sapTopics')
export const meta = metaFromPageData

/** The path this document was loaded at, whose CSP it keeps through client-side navigation. */
function documentPath(): string | undefined {
  const [entry] = performance.getEntriesByType('navigation')
  return entry ? new URL(entry.name).pathname : undefined
}

type View =
  | { kind: 'loading' }
  | { kind: 'ready'; topics: SapTopic[] }
  /** Signed in, but the learner's access has ended (on that day, when known). */
  | { kind: 'ended'; endedOn: string | null }
  | { kind: 'error' }

const endedDate = (iso: string | null) =>
  iso === null
    ? 'an earlier date'
    : new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'Europe/London' }).format(
        new Date(iso),
      )

/**
 * The SAP BASIS videos, for a signed-in learner (docs/product.md#sap-learners-area). The page
 * itself holds no topic: the prerendered HTML says "Loading", and the list comes from the API,
 * which answers only to a live session. Without one the server redirects a page load to the
 * sign-in page. Reached by a client-side link, the page loads itself for real, as only its own
 * CSP lets the video frames in; a page the browser restores from its back/forward cache is
 * loaded again too, so the server decides once more. A session that ends meanwhile (401 from the
 * API) sends the learner to the sign-in page.
 */
export default function SapTopics() {
  const navigate = useNavigate()
  const [view, setView] = useState<View>({ kind: 'loading' })
  const [signOut, setSignOut] = useState<'idle' | 'busy' | 'failed'>('idle')

  useEffect(() => {
    // Reached by a client-side link from another page, the document carries that page's CSP,
    // which refuses the video frames: load this page for real (the server checks the session).
    if (documentPath() !== pages.sapTopics.path) {
      window.location.replace(pages.sapTopics.path)
      return
    }
    const controller = new AbortController()
    getSapTopics(controller.signal)
      .then((result) => {
        if (result.ok) {
          const { access, topics } = result.data
          setView(
            access.state === 'active'
              ? { kind: 'ready', topics }
              : { kind: 'ended', endedOn: access.endedOn },
          )
        } else if (result.failure.kind === 'unauthorized') {
          void navigate(pages.sapLogin.path, { replace: true })
        } else setView({ kind: 'error' })
      })
      .catch(() => {
        // Aborted: the learner has left the page.
      })
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) window.location.reload()
    }
    window.addEventListener('pageshow', onPageShow)
    return () => {
      controller.abort()
      window.removeEventListener('pageshow', onPageShow)
    }
  }, [navigate])

  async function handleSignOut(everywhere = false) {
    setSignOut('busy')
    const result = await (everywhere ? signOutLearnerEverywhere() : signOutLearner())
    if (!result.ok) {
      setSignOut('failed')
      return
    }
    setView({ kind: 'loading' })
    await navigate(pages.sapLogin.path)
  }

  return (
    <>
      <PageHeader
        eyebrow="Learners' area"
        title={sapPageText.topicsHeading}
        lead={sapPageText.topicsLead}
      />
      <Container className="py-12 sm:py-16">
        <div className="flex flex-col items-start gap-3 sm:flex-row sm:items-center sm:justify-end">
          <Button variant="outline" busy={signOut === 'busy'} onClick={() => void handleSignOut()}>
            {signOut === 'busy' ? null : <LogOut aria-hidden="true" />}
            {signOut === 'busy' ? sapPageText.signingOut : sapPageText.signOut}
          </Button>
          <Button
            variant="outline"
            disabled={signOut === 'busy'}
            onClick={() => void handleSignOut(true)}
          >
            {sapPageText.signOutEverywhere}
          </Button>
        </div>
        <StatusMessage tone="error" className="*:mt-4">
          {signOut === 'failed' ? sapMessages.signOutFailed : null}
        </StatusMessage>
        <StatusMessage tone="info" className="*:mt-6">
          {view.kind === 'loading' ? sapPageText.loading : null}
        </StatusMessage>
        <StatusMessage tone="error" className="*:mt-6">
          {view.kind === 'error' ? sapMessages.loadFailed : null}
        </StatusMessage>
        {view.kind === 'ended' ? (
          <section aria-labelledby="access-ended-heading" className="mt-8 max-w-2xl">
            <h2 id="access-ended-heading" className="text-2xl font-semibold text-slate-900">
              {sapPageText.accessEndedHeading}
            </h2>
            <p className="mt-3 text-slate-700">{accessEndedText(endedDate(view.endedOn))}</p>
            <p className="mt-4">
              <Link
                href={enrolmentFormPath({ slug: 'sap-basis' })}
                className="font-medium text-brand-700 underline underline-offset-2"
              >
                {sapPageText.renew}
              </Link>
            </p>
          </section>
        ) : null}
        {view.kind === 'ready' ? (
          <VideoTopicList
            aria-label={sapPageText.topicsHeading}
            className="mt-8"
            topics={view.topics}
            watchLabel={sapPageText.watch}
            playLabel={sapPageText.play}
          />
        ) : null}
      </Container>
    </>
  )
}
