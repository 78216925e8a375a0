import { existsSync } from 'node:fs'
import { serverEntry, siteDir } from './support/paths'

/** The end-to-end tests drive the production build; say so plainly when it is missing. */
export default function checkBuild() {
  for (const [what, path] of [
    ['site', siteDir],
    ['server', serverEntry],
  ] as const) {
    if (!existsSync(path)) {
      throw new Error(`The ${what} is not built (${path} is missing): run \`npm run build\` first.`)
    }
  }
}
