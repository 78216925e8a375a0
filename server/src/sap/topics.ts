import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { z } from 'zod'

/**
 * The SAP video list's seed (docs/learners.md#the-video-list): a JSON file on the server, an array of
 * `{ "title", "fileId" }` in display order. The identifiers are served only to a signed-in
 * learner, never written into the site.
 */
export interface SapTopicEntry {
  title: string
  /** The video's identifier on the file-sharing service. */
  fileId: string
}

/** Identifiers on the file-sharing service are letters, digits, `-` and `_`. */
const fileIdPattern = /^[A-Za-z0-9_-]{1,200}$/

const topicsFileSchema = z
  .array(
    z.strictObject({
      title: z
        .string({ error: 'title must be a string' })
        .trim()
        .min(1, { error: 'title must not be empty' })
        .max(200, { error: 'title must be at most 200 characters' }),
      fileId: z.string({ error: 'fileId must be a string' }).regex(fileIdPattern, {
        error: 'fileId must be 1–200 letters, digits, - or _',
      }),
    }),
    { error: 'must be a JSON array of { "title": string, "fileId": string }' },
  )
  .min(1, { error: 'must list at least one topic' })

/** A topics file that cannot be used; the message says why. */
export class TopicsFileError extends Error {
  constructor(
    readonly file: string,
    reason: string,
  ) {
    super(`${file}: ${reason}`)
    this.name = 'TopicsFileError'
  }
}

/** Reads and checks a topics file; throws TopicsFileError with the reason. */
export function loadSapTopics(file: string): SapTopicEntry[] {
  let text: string
  try {
    text = readFileSync(file, 'utf8')
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    throw new TopicsFileError(file, code === 'ENOENT' ? 'no such file' : `cannot be read (${code})`)
  }
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch (error) {
    throw new TopicsFileError(file, `is not valid JSON (${(error as Error).message})`)
  }
  const parsed = topicsFileSchema.safeParse(json)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!
    const [index] = issue.path
    const where = typeof index === 'number' ? ` (entry ${index + 1})` : ''
    throw new TopicsFileError(file, `${issue.message}${where}`)
  }
  return parsed.data
}

/**
 * The sample list used outside production when SAP_TOPICS_FILE is unset: the course's 14 titles
 * with placeholder identifiers. It sits in the server workspace, beside src/ and dist/.
 */
export const sampleTopicsFile = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  import.meta.url.includes('/src/sap/')
    ? '../../sap-topics.sample.json'
    : '../sap-topics.sample.json',
)

export interface ConfiguredTopics {
  /** The file the topics were read from. */
  topicsFile: string
  topics: SapTopicEntry[]
}

/**
 * The learners' videos as the environment configures them: SAP_TOPICS_FILE when set, else the
 * sample outside production, else none. A file that cannot be read or is malformed answers the
 * reason, so the configuration can report it beside any other bad variable.
 */
export function configuredTopics(
  variable: string | undefined,
  nodeEnv: string | undefined,
): ConfiguredTopics | { problem: string; fallback: ConfiguredTopics } {
  const topicsFile = variable === undefined ? sampleTopicsFile : path.resolve(variable)
  if (variable === undefined && nodeEnv === 'production') return { topicsFile, topics: [] }
  try {
    return { topicsFile, topics: loadSapTopics(topicsFile) }
  } catch (error) {
    if (!(error instanceof TopicsFileError)) throw error
    return { problem: error.message, fallback: { topicsFile, topics: [] } }
  }
}
