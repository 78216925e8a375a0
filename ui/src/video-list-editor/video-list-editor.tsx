import type { LearnersRoomText } from '@app/core'
import { ArrowDown, ArrowUp, Plus, Save, Trash2 } from 'lucide-react'
import { type ComponentProps, useRef, useState } from 'react'
import { Button } from '../button/button'
import { Form } from '../form/form'
import { cn } from '../lib/cn'
import type { StaffFormStatus } from '../staff-sign-in-form/staff-sign-in-form'
import { StatusMessage } from '../status-message/status-message'
import { SubmitButton } from '../submit-button/submit-button'
import { TextField } from '../text-field/text-field'

export interface EditedVideo {
  /** Absent for a video added here. */
  id?: number
  title: string
  fileId: string
}

export type VideoListEditorProps = Omit<ComponentProps<'div'>, 'children'> & {
  text: LearnersRoomText
  /** The list as stored, in order. */
  videos: readonly EditedVideo[]
  /** Called with the whole list, in its new order; the caller checks and saves it. */
  onSave: (videos: EditedVideo[]) => void
  /** The save request. @default 'idle' */
  status?: StaffFormStatus
  /** The outcome of the last save, e.g. the server's sentence. @default none */
  notice?: { tone: 'success' | 'error'; text: string }
}

/**
 * The SAP BASIS video list as staff edit it (docs/learners.md#the-video-list): each video's
 * title and identifier, moved up or down, removed, or added at the end; Save sends the whole
 * list. Nothing changes for learners until it is saved.
 */
export function VideoListEditor({
  text,
  videos,
  onSave,
  status = 'idle',
  notice,
  className,
  ...props
}: VideoListEditorProps) {
  const [list, setList] = useState<EditedVideo[]>(() => videos.map((video) => ({ ...video })))
  const lastTitle = useRef<HTMLInputElement>(null)

  const update = (index: number, change: Partial<EditedVideo>) =>
    setList((current) => current.map((video, i) => (i === index ? { ...video, ...change } : video)))
  const move = (index: number, by: -1 | 1) =>
    setList((current) => {
      const next = [...current]
      const [video] = next.splice(index, 1)
      next.splice(index + by, 0, video!)
      return next
    })

  return (
    <div className={cn('flex flex-col gap-4', className)} {...props}>
      <Form
        busy={status === 'sending'}
        onSubmit={() => onSave(list)}
        className="flex flex-col gap-4"
      >
        <ol className="flex flex-col gap-3">
          {list.map((video, index) => {
            const n = index + 1
            const last = index === list.length - 1
            return (
              <li
                key={video.id ?? `new-${index}`}
                className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-xs sm:grid-cols-[2rem_1fr_1fr_auto] sm:items-end"
              >
                <span className="text-lg font-bold text-brand-800 tabular-nums" aria-hidden="true">
                  {n}
                </span>
                <TextField
                  ref={last ? lastTitle : undefined}
                  name={`title-${n}`}
                  label={text.videoTitle(n)}
                  value={video.title}
                  onChange={(event) => update(index, { title: event.target.value })}
                  required
                />
                <TextField
                  name={`file-${n}`}
                  label={text.videoFileId(n)}
                  value={video.fileId}
                  onChange={(event) => update(index, { fileId: event.target.value })}
                  autoCapitalize="none"
                  spellCheck={false}
                  required
                />
                <div className="flex gap-1">
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={text.moveUp(n)}
                    disabled={index === 0}
                    onClick={() => move(index, -1)}
                  >
                    <ArrowUp aria-hidden="true" />
                  </Button>
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={text.moveDown(n)}
                    disabled={last}
                    onClick={() => move(index, 1)}
                  >
                    <ArrowDown aria-hidden="true" />
                  </Button>
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={text.remove(n)}
                    onClick={() => setList((current) => current.filter((_, i) => i !== index))}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </div>
              </li>
            )
          })}
        </ol>
        <div className="flex flex-wrap gap-3">
          <Button
            variant="outline"
            onClick={() => {
              setList((current) => [...current, { title: '', fileId: '' }])
              // The new row's title takes the focus once it is there.
              requestAnimationFrame(() => lastTitle.current?.focus())
            }}
          >
            <Plus aria-hidden="true" />
            {text.addVideo}
          </Button>
          <SubmitButton icon={<Save aria-hidden="true" />} busyLabel={text.saving}>
            {text.save}
          </SubmitButton>
        </div>
      </Form>
      <StatusMessage tone="success">
        {notice?.tone === 'success' ? notice.text : null}
      </StatusMessage>
      <StatusMessage tone="error">{notice?.tone === 'error' ? notice.text : null}</StatusMessage>
    </div>
  )
}
