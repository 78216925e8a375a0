import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('../../../', import.meta.url))

export const siteDir = `${root}site/build/client`
export const serverEntry = `${root}server/dist/main.js`
