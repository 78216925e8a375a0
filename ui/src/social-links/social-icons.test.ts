import { readFileSync } from 'node:fs'
import type { SocialNetwork } from '@app/core'
import { siFacebook, siInstagram, siX, siYoutube } from 'simple-icons'
import { describe, expect, it } from 'vitest'

const sprite = readFileSync(new URL('./social-icons.svg', import.meta.url), 'utf8')

/** The path of a symbol of the sprite. */
function pathOf(id: string): string | undefined {
  return new RegExp(`<symbol id="${id}" viewBox="0 0 24 24"><path d="([^"]+)"`).exec(sprite)?.[1]
}

describe('the social marks sprite', () => {
  it('draws the marks simple-icons publishes exactly as it publishes them', () => {
    expect(pathOf('facebook')).toBe(siFacebook.path)
    expect(pathOf('instagram')).toBe(siInstagram.path)
    expect(pathOf('youtube')).toBe(siYoutube.path)
    expect(pathOf('x')).toBe(siX.path)
  })

  it('has a mark for every network the company can list', () => {
    // Every network of the type: a new one is a type error here until it is listed.
    const networks = Object.keys({
      facebook: true,
      linkedin: true,
      instagram: true,
      youtube: true,
      x: true,
    } satisfies Record<SocialNetwork, true>)
    for (const network of networks) expect(pathOf(network), network).toBeTruthy()
  })
})
