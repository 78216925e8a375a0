import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const repository = fileURLToPath(new URL('../..', import.meta.url))

/** Debian's Chromium, as every browser test here uses. */
export const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
/** The approved pictures, one PNG per story and width, committed with the code. */
export const baselineDirectory = path.join(repository, 'ui/visual-baselines')
/** The Chromium version that took them. */
export const versionFile = path.join(baselineDirectory, 'chromium-version.txt')
/** Pictures of a failed comparison (the new one and the difference); not committed. */
export const diffDirectory = path.join(repository, 'test-results/visual')
