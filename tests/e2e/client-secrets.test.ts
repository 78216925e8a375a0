import { execFile } from 'node:child_process'
import { mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { developmentLearner } from '@app/server/src/learners/start'
import { loadSapTopics, sampleTopicsFile } from '@app/server/src/sap/topics'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

const siteWorkspace = fileURLToPath(new URL('../../site/', import.meta.url))

/** A secret of a test configuration, present in the environment of the build. */
const testSecret = 'grep-test-secret-'.padEnd(64, 'x')

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true })
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
}

/**
 * The credentials and the video identifiers live only on the server
 * (docs/product.md#sap-learners-area): no file a browser can download may contain one. The site
 * is built once here, into a folder of its own, with a test configuration in its environment.
 */
describe('the built browser files', () => {
  let buildDir: string
  let files: string[]

  beforeAll(async () => {
    // Inside site/build (ignored by git, so Tailwind does not scan it): prerendering imports the
    // built server bundle, which finds its packages in the repository's node_modules.
    await mkdir(path.join(siteWorkspace, 'build'), { recursive: true })
    buildDir = await mkdtemp(path.join(siteWorkspace, 'build', 'secrets-test-'))
    await promisify(execFile)(process.execPath, ['../node_modules/.bin/react-router', 'build'], {
      cwd: siteWorkspace,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        SITE_BUILD_DIR: buildDir,
        SAP_TOPICS_FILE: sampleTopicsFile,
        SESSION_SECRET: testSecret,
      },
      maxBuffer: 16 * 1024 * 1024,
    })
    files = await filesUnder(path.join(buildDir, 'client'))
  }, 240_000)

  afterAll(async () => {
    if (buildDir) await rm(buildDir, { recursive: true, force: true })
  })

  it('include the prerendered learners’ pages and the scripts', () => {
    const names = files.map((file) => path.relative(path.join(buildDir, 'client'), file))
    expect(names).toEqual(expect.arrayContaining(['sap-login/index.html', 'sap-topics/index.html']))
    expect(names.filter((name) => name.endsWith('.js')).length).toBeGreaterThan(5)
  })

  it('contain no password, secret, password hash or video identifier', async () => {
    const secrets = [
      developmentLearner.password,
      testSecret,
      '$argon2id$',
      ...loadSapTopics(sampleTopicsFile).map((topic) => topic.fileId),
    ]
    const found: string[] = []
    for (const file of files) {
      const content = (await readFile(file)).toString('latin1')
      for (const secret of secrets) {
        if (content.includes(secret)) found.push(`${path.basename(file)} contains ${secret}`)
      }
    }
    expect(found).toEqual([])
  })

  it('prerender the topics page without any topic in it', async () => {
    const html = await readFile(path.join(buildDir, 'client', 'sap-topics', 'index.html'), 'utf8')
    expect(html).toContain('SAP BASIS Videos &amp; Topics')
    for (const title of [
      'Introduction to SAP and ERP',
      'Work Processes Practice',
      'drive.google',
    ]) {
      expect(html).not.toContain(title)
    }
  })
})
