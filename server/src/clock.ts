/**
 * The server's clock: the real one, or one that starts at `startAt` and runs from there, so
 * end-to-end tests can stand before an event (TEST_NOW, refused outside NODE_ENV=test).
 */
export function createClock(startAt: Date | undefined): () => Date {
  if (startAt === undefined) return () => new Date()
  const offset = startAt.getTime() - Date.now()
  return () => new Date(Date.now() + offset)
}
