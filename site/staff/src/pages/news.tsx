import {
  eventsApiPaths,
  formatEventDate,
  newsEditorText,
  staffNewsAnswerSchema,
  staffNewsPostAnswerSchema,
  type StaffNewsPost,
} from '@app/core'
import {
  Button,
  NewsEditor,
  type NewsEditorField,
  type NewsEditorValues,
  StatusMessage,
} from '@app/ui'
import { useCallback, useEffect, useState } from 'react'
// The public page's own renderer (raw HTML off), so the preview is what the page will show.
import { renderNewsMarkdown } from '../../../app/features/events/news-markdown.server'
import { problemOf, staffApi } from '../api'
import { useRecordEditor } from '../use-record-editor'

const words = newsEditorText

const blank: NewsEditorValues = { title: '', date: '', summary: '', body: '' }

const valuesOf = (post: StaffNewsPost): NewsEditorValues => ({
  title: post.title,
  date: post.date,
  summary: post.summary,
  body: post.body,
})

/**
 * The news posts of the staff Events room (docs/events.md): drafts and published posts, newest
 * first; the editor with the post as the page will show it; publishing. Of two saves on one
 * version the second is told why (409) and overwrites nothing.
 */
export function NewsPosts() {
  const [posts, setPosts] = useState<readonly StaffNewsPost[] | undefined>()
  const [error, setError] = useState<string | undefined>()
  const [notice, setNotice] = useState<string | undefined>()

  const load = useCallback(() => {
    staffApi.get(eventsApiPaths.news, staffNewsAnswerSchema).then(
      (answer) => setPosts(answer.posts),
      (caught: unknown) => setError(problemOf(caught).message),
    )
  }, [])
  useEffect(load, [load])

  const editor = useRecordEditor<StaffNewsPost, NewsEditorValues, NewsEditorField>({
    create: (values) => staffApi.post(eventsApiPaths.news, values, staffNewsPostAnswerSchema),
    update: (post, values) =>
      staffApi.put(
        eventsApiPaths.newsPost(post.id),
        { ...values, version: post.version },
        staffNewsPostAnswerSchema,
      ),
    saved: () => {
      setNotice(words.saved)
      load()
    },
  })
  const { editing } = editor
  const open = (post: StaffNewsPost | 'new') => {
    setNotice(undefined)
    editor.open(post)
  }

  async function publish(post: StaffNewsPost) {
    setError(undefined)
    try {
      await staffApi.post(
        eventsApiPaths.newsPublish(post.id),
        { version: post.version },
        staffNewsPostAnswerSchema,
      )
      setNotice(words.saved)
    } catch (caught) {
      setError(problemOf(caught).message)
    }
    load()
  }

  return (
    <section aria-labelledby="news-posts" className="mb-8">
      <h2 id="news-posts" className="mb-1 text-lg font-bold text-brand-950">
        {editing ? (editing === 'new' ? words.newPost : editing.title) : words.heading}
      </h2>
      {editing ? (
        <>
          <Button variant="outline" className="my-4" onClick={editor.close}>
            {words.backToList}
          </Button>
          <NewsEditor
            key={editing === 'new' ? 'new' : editing.id}
            text={words}
            initial={editing === 'new' ? blank : valuesOf(editing)}
            formatDate={(date) => formatEventDate({ date })}
            renderBody={renderNewsMarkdown}
            {...editor.form}
          />
        </>
      ) : (
        <>
          <p className="mb-4 text-slate-600">{words.lead}</p>
          <StatusMessage tone="error" className="*:mb-4">
            {error}
          </StatusMessage>
          <StatusMessage tone="success" className="*:mb-4">
            {notice}
          </StatusMessage>
          <Button className="mb-4" onClick={() => open('new')}>
            {words.newPost}
          </Button>
          {posts && posts.length === 0 ? <p className="text-slate-600">{words.none}</p> : null}
          <ul className="flex flex-col gap-3">
            {(posts ?? []).map((post) => (
              <li
                key={post.id}
                className="flex flex-wrap items-center gap-3 rounded-xl bg-white p-4 ring-1 ring-slate-200"
              >
                <div className="min-w-60 flex-1">
                  <p className="font-semibold text-slate-900">{post.title}</p>
                  <p className="text-sm text-slate-600">
                    {formatEventDate(post)} · {words.stateLabels[post.state]}
                  </p>
                </div>
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => open(post)}
                  aria-label={`${words.edit}: ${post.title}`}
                >
                  {words.edit}
                </Button>
                {post.state === 'draft' ? (
                  <Button
                    size="sm"
                    onClick={() => void publish(post)}
                    aria-label={`${words.publish}: ${post.title}`}
                  >
                    {words.publish}
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  )
}
