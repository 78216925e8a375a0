import type { StaffFormText, StaffSessionInfo } from '@app/core'
import { LogOut, Monitor } from 'lucide-react'
import type { ComponentProps } from 'react'
import { Button } from '../button/button'
import { formatDateTime } from '../lib/date-time'
import { cn } from '../lib/cn'
import { StaffTable } from '../staff-table/staff-table'

export type SessionListProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** The words of the list. */
  text: StaffFormText<'sessions'>
  /** One's own active sessions, the current one marked. */
  sessions: readonly StaffSessionInfo[]
  /** Called with a session's id on its End button. */
  onEnd: (id: string) => void
  /** The session being ended: its button is busy. @default none */
  ending?: string
}

/**
 * One's own active sessions: browser, address, when signed in and last seen; "This device" on
 * the one in use; End on each. As a table from the sm breakpoint up, as cards below it.
 */
export function SessionList({
  text,
  sessions,
  onEnd,
  ending,
  className,
  ...props
}: SessionListProps) {
  if (sessions.length === 0) {
    return (
      <div className={cn('text-sm text-slate-600', className)} {...props}>
        {text.none}
      </div>
    )
  }
  return (
    <StaffTable
      columns={[
        { label: text.device },
        { label: text.address },
        { label: text.signedIn },
        { label: text.lastSeen },
        { label: text.end, visuallyHidden: true },
      ]}
      stackBelow="sm"
      className={className}
      {...props}
    >
      <tbody className="divide-y divide-slate-200">
        {sessions.map((session) => (
          <tr key={session.id} className="max-sm:flex max-sm:flex-col max-sm:gap-1 max-sm:p-4">
            <td className="sm:px-4 sm:py-3">
              <span className="flex items-center gap-2 font-medium text-slate-900">
                <Monitor aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
                {session.device}
                {session.current ? (
                  <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-800">
                    {text.thisDevice}
                  </span>
                ) : null}
              </span>
            </td>
            <td className="text-slate-700 sm:px-4 sm:py-3">
              <span className="sm:sr-only">{text.address}: </span>
              {session.address}
            </td>
            <td className="text-slate-700 sm:px-4 sm:py-3">
              <span className="sm:sr-only">{text.signedIn}: </span>
              {formatDateTime(session.signedInAt)}
            </td>
            <td className="text-slate-700 sm:px-4 sm:py-3">
              <span className="sm:sr-only">{text.lastSeen}: </span>
              {formatDateTime(session.lastSeenAt)}
            </td>
            <td className="max-sm:pt-2 sm:px-4 sm:py-3 sm:text-right">
              <Button
                variant="ghost-danger"
                size="sm"
                busy={ending === session.id}
                aria-label={text.endLabel(session.device)}
                onClick={() => onEnd(session.id)}
              >
                <LogOut aria-hidden="true" />
                {text.end}
              </Button>
            </td>
          </tr>
        ))}
      </tbody>
    </StaffTable>
  )
}
