import { connect } from 'node:net'

/** The built site every benchmark reads or serves (`npm run build` first). */
export const siteDir = new URL('../../site/build/client', import.meta.url).pathname

/** The PostgreSQL server the database benchmarks use when it answers. */
export const postgresUrl =
  process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test'

/** Whether something listens at the URL's host and port. */
export function reachable(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url)
  return new Promise((resolve) => {
    const socket = connect({ host: hostname, port: Number(port || 5432) })
    socket.setTimeout(1000, () => (socket.destroy(), resolve(false)))
    socket.once('connect', () => (socket.destroy(), resolve(true)))
    socket.once('error', () => resolve(false))
  })
}

/** The value at quantile `q` (0–1) of sorted numbers. */
export function quantile(sorted: readonly number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0
}
