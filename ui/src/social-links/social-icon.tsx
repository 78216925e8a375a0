import type { SocialNetwork } from '@app/core'
import { siFacebook, siInstagram, siX, siYoutube } from 'simple-icons'

/**
 * simple-icons carries no LinkedIn mark, so this one is drawn here: a rounded square with "in"
 * cut out of it (even-odd fill).
 */
const linkedInPath = [
  'M3 0h18a3 3 0 0 1 3 3v18a3 3 0 0 1-3 3H3a3 3 0 0 1-3-3V3a3 3 0 0 1 3-3Z',
  'M4.6 6a1.9 1.9 0 1 0 3.8 0a1.9 1.9 0 1 0-3.8 0Z',
  'M4.8 9h3.4v11H4.8Z',
  'M10.3 9h3.2v1.5c.6-1 1.9-1.8 3.5-1.8 3 0 3.7 2 3.7 4.6V20h-3.4v-5.9c0-1.3-.3-2.4-1.7-2.4s-2 1-2 2.5V20h-3.3Z',
].join('')

const paths: Record<SocialNetwork, string> = {
  facebook: siFacebook.path,
  instagram: siInstagram.path,
  youtube: siYoutube.path,
  x: siX.path,
  linkedin: linkedInPath,
}

/** The mark of a social network, drawn in the current text colour. Decorative. */
export function SocialIcon({ network, className }: { network: SocialNetwork; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill="currentColor"
      className={className}
    >
      <path d={paths[network]} fillRule={network === 'linkedin' ? 'evenodd' : undefined} />
    </svg>
  )
}
