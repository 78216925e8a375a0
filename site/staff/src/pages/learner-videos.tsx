import {
  learnersApiPaths,
  learnersRoomText as text,
  staffPages,
  staffVideosAnswerSchema,
  type StaffVideo,
} from '@app/core'
import { ButtonLink, StaffPageHeading, StatusMessage, VideoListEditor } from '@app/ui'
import { ArrowLeft } from 'lucide-react'
import { useEffect, useState } from 'react'
import { problemOf, staffApi } from '../api'
import { useTitle } from '../use-title'

/** /staff/learners/videos: the SAP BASIS video list learners see (docs/learners.md). */
export function LearnerVideosPage() {
  useTitle(text.videosHeading)
  const [videos, setVideos] = useState<readonly StaffVideo[] | undefined>()
  const [version, setVersion] = useState(0)
  const [loadError, setLoadError] = useState<string | undefined>()
  const [status, setStatus] = useState<'idle' | 'sending' | 'failed'>('idle')
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | undefined>()

  useEffect(() => {
    staffApi
      .get(learnersApiPaths.videos, staffVideosAnswerSchema)
      .then((answer) => setVideos(answer.topics))
      .catch((error: unknown) => setLoadError(problemOf(error).message))
  }, [])

  return (
    <>
      <StaffPageHeading
        title={text.videosHeading}
        actions={
          <ButtonLink href={staffPages.learners} variant="outline">
            <ArrowLeft aria-hidden="true" />
            {text.backToLearners}
          </ButtonLink>
        }
      />
      <p className="mb-6 text-slate-600">{text.videosLead}</p>
      {loadError ? <StatusMessage tone="error">{loadError}</StatusMessage> : null}
      {videos ? (
        <VideoListEditor
          key={version}
          text={text}
          videos={videos}
          status={status}
          notice={notice}
          onSave={async (list) => {
            setStatus('sending')
            setNotice(undefined)
            try {
              const answer = await staffApi.post(
                learnersApiPaths.videos,
                { topics: list },
                staffVideosAnswerSchema,
              )
              setVideos(answer.topics)
              setVersion((current) => current + 1)
              setStatus('idle')
              setNotice({ tone: 'success', text: text.saved })
            } catch (error) {
              setStatus('failed')
              setNotice({ tone: 'error', text: problemOf(error).message })
            }
          }}
        />
      ) : null}
    </>
  )
}
