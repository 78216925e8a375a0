/**
 * Before the visual project runs: compare the Chromium that will take the pictures with the one
 * that took the baselines (ui/visual-baselines/chromium-version.txt). A different major version
 * draws text and shadows a little differently, so instead of a diff for every story the run
 * stops with one message saying what to do. `--update` writes the new version beside the new
 * baselines.
 */
import { execFileSync } from 'node:child_process'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import type { TestProject } from 'vitest/node'
import { compactBaselines } from './compact'
import { baselineDirectory, executablePath, versionFile } from './paths'

function chromiumVersion(): string {
  const output = execFileSync(executablePath, ['--version'], { encoding: 'utf8' })
  const version = /(\d+\.\d+\.\d+\.\d+)/.exec(output)?.[1]
  if (!version) throw new Error(`Could not read the version of ${executablePath}: ${output}`)
  return version
}

const major = (version: string) => version.split('.')[0]

export default function setup(project: TestProject) {
  const started = Date.now()
  provideBrowserCheck(project)
  // Afterwards: the pictures this run wrote (accepted with --update, or a new story's first),
  // stored in fewer bytes.
  return () => {
    const compacted = compactBaselines(baselineDirectory, started)
    if (compacted > 0) console.log(`Visual baselines: ${compacted} written, compacted losslessly.`)
  }
}

function provideBrowserCheck(project: TestProject) {
  const current = chromiumVersion()
  let recorded: string | null
  try {
    recorded = readFileSync(versionFile, 'utf8').trim()
  } catch {
    recorded = null
  }
  const updating = project.vitest.config.snapshotOptions.updateSnapshot === 'all'
  if (updating) {
    mkdirSync(baselineDirectory, { recursive: true })
    writeFileSync(versionFile, `${current}\n`)
    project.provide('visualBrowserMismatch', null)
    return
  }
  if (recorded && major(recorded) !== major(current)) {
    project.provide(
      'visualBrowserMismatch',
      `The visual baselines were taken in Chromium ${recorded}; this machine has Chromium ${current}. ` +
        'A new major version draws slightly differently, so no picture was compared. ' +
        'Take new baselines in this browser with `npm run test:visual -- --update`, look at them ' +
        '(git diff, or the report), and commit them with the new chromium-version.txt.',
    )
    return
  }
  if (recorded && recorded !== current)
    console.warn(
      `Visual baselines: taken in Chromium ${recorded}, comparing in ${current} (same major version).`,
    )
  project.provide('visualBrowserMismatch', null)
}
