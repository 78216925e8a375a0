import { expect, test } from 'vitest'
import { lazyOnce } from './lazy-once'

test('loads once however many callers ask, and gives the module synchronously afterwards', async () => {
  let calls = 0
  const load = lazyOnce(async () => {
    calls += 1
    return { answer: 42 }
  })
  expect(load.loaded()).toBeUndefined()
  const [first, second] = await Promise.all([load(), load()])
  expect(first).toBe(second)
  expect(await load()).toBe(first)
  expect(load.loaded()).toBe(first)
  expect(calls).toBe(1)
})

test('a failed load is tried afresh by the next call', async () => {
  let calls = 0
  const load = lazyOnce(async () => {
    calls += 1
    if (calls === 1) throw new TypeError('Failed to fetch dynamically imported module')
    return 'module'
  })
  await expect(load()).rejects.toThrow('Failed to fetch')
  expect(load.loaded()).toBeUndefined()
  await expect(load()).resolves.toBe('module')
  expect(calls).toBe(2)
})
