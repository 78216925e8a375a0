import type { SVGProps } from 'react'

/** Props that give an icon a name of its own, so it is not hidden from assistive technology. */
const namingProp = /^(?:aria-|role$|title$)/

/**
 * A lucide icon drawn from the site's icon sprite rather than from path data in the JavaScript
 * (docs/product.md#speed): the same `<svg>` lucide renders — its size, stroke, `lucide
 * lucide-{name}` classes, hidden from assistive technology unless named — with a `<use>` of the
 * icon's symbol in the sprite. The build swaps lucide-react for these (site/scripts/icon-sprite.ts).
 */
export function spriteIcon(sprite: string, name: string) {
  function SpriteIcon({ className, ...props }: SVGProps<SVGSVGElement>) {
    const named = Object.keys(props).some((prop) => namingProp.test(prop))
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={24}
        height={24}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        className={className ? `lucide lucide-${name} ${className}` : `lucide lucide-${name}`}
        aria-hidden={named ? undefined : 'true'}
        {...props}
      >
        <use href={`${sprite}#${name}`} />
      </svg>
    )
  }
  return SpriteIcon
}
