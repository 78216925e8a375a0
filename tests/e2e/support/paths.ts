import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('../../../', import.meta.url))

export const siteDir = `${root}site/build/client`
/** The staff area's application, served under /staff. */
export const staffDir = `${root}site/build/staff`
export const serverEntry = `${root}server/dist/main.js`
