/** A loader that fetches its module once, and the module once it is there. */
export interface LazyOnce<T> {
  /** Starts the load, or joins the one under way; a failed load is tried afresh by the next call. */
  (): Promise<T>
  /** What the load gave, once it has succeeded; undefined before. */
  loaded(): T | undefined
}

/**
 * Code a page fetches only when it needs it — a library, a dialog, the schemas of a form — loaded
 * at most once however many callers ask, and asked for again after a failure (no connection, or a
 * release that replaced the file), so that one lost download does not break the page for good
 * (docs/product.md#speed).
 */
export function lazyOnce<T>(load: () => Promise<T>): LazyOnce<T> {
  let loading: Promise<T> | undefined
  let value: { current: T } | undefined
  const start = (): Promise<T> => {
    loading ??= load().then(
      (result) => {
        value = { current: result }
        return result
      },
      (error: unknown) => {
        loading = undefined
        throw error
      },
    )
    return loading
  }
  return Object.assign(start, { loaded: () => value?.current })
}
