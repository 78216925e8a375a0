import { useState, type ComponentProps, type ReactNode } from 'react'
import { CourseCard } from '../course-card/course-card'
import { cn } from '../lib/cn'

export interface CourseGridItem {
  /** Unique within the grid, e.g. the course's slug. */
  id: string
  title: string
  description: string
  href: string
  linkLabel: string
  icon?: ReactNode
  badge?: string
  detail?: string
}

export type CourseGridProps = Omit<ComponentProps<'ul'>, 'children'> & {
  /** The courses, in order. */
  items: readonly CourseGridItem[]
  /** The level of each card's heading. @default 'h3' */
  headingLevel?: 'h2' | 'h3'
}

/** Course cards in a responsive grid; of their detail popups, at most one is open at a time. */
export function CourseGrid({ items, headingLevel, className, ...props }: CourseGridProps) {
  const [openId, setOpenId] = useState<string | null>(null)
  return (
    <ul className={cn('grid gap-6 sm:grid-cols-2 lg:grid-cols-3', className)} {...props}>
      {items.map(({ id, ...item }) => (
        <li key={id} className="flex">
          <CourseCard
            {...item}
            headingLevel={headingLevel}
            className="w-full"
            popupOpen={openId === id}
            onPopupOpenChange={(open) =>
              setOpenId((current) => (open ? id : current === id ? null : current))
            }
          />
        </li>
      ))}
    </ul>
  )
}
