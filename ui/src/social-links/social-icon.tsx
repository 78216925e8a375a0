import type { SocialNetwork } from '@app/core'
import sprite from './social-icons.svg?no-inline'

/**
 * The mark of a social network, drawn in the current text colour from the marks' sprite
 * (social-icons.svg): a cached file rather than path data in every page's JavaScript, since the
 * marks are in the footer and header of every page. Decorative.
 */
export function SocialIcon({ network, className }: { network: SocialNetwork; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill="currentColor"
      className={className}
    >
      <use href={`${sprite}#${network}`} />
    </svg>
  )
}
