/**
 * The site's pictures for the kinds of things core/ names: each course topic, home highlight,
 * reason to choose us and service has one lucide icon, so a topic looks the same on every page.
 * One module per set, imported directly, so a page loads only the icons of the sets it shows
 * (docs/product.md#speed).
 */
import type { LucideIcon } from 'lucide-react'

/** An icon as the cards show it: decorative, since the card's heading names the thing. */
export function decorative(Icon: LucideIcon) {
  return <Icon aria-hidden="true" />
}
