import type { StaffFormText } from '@app/core'
import { ArrowRight, Copy, Download } from 'lucide-react'
import { useState, type ComponentProps } from 'react'
import { Button } from '../button/button'
import { cn } from '../lib/cn'
import { StatusMessage } from '../status-message/status-message'

export type RecoveryCodesProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** The words of the panel. */
  text: StaffFormText<'recovery'>
  /** The codes, each good for one sign-in. */
  codes: readonly string[]
  /** The company's name, at the top of the downloaded file. */
  brandName: string
  /** Called on the continue button: the codes are never shown again. */
  onDone: () => void
}

/**
 * The recovery codes, shown once: a numbered list, to copy to the clipboard or download as a
 * text file, then a button to go on (the page that shows them will not again).
 */
export function RecoveryCodes({
  text,
  codes,
  brandName,
  onDone,
  className,
  ...props
}: RecoveryCodesProps) {
  const [copied, setCopied] = useState(false)
  const fileText = `${text.fileHeading(brandName)}\n\n${codes.join('\n')}\n`

  const download = () => {
    const url = URL.createObjectURL(new Blob([fileText], { type: 'text/plain;charset=utf-8' }))
    const link = document.createElement('a')
    link.href = url
    link.download = text.fileName
    document.body.append(link)
    link.click()
    link.remove()
    setTimeout(() => URL.revokeObjectURL(url), 1000)
  }

  return (
    <div className={cn('flex flex-col gap-6', className)} {...props}>
      <ol className="grid grid-cols-1 gap-2 rounded-xl border border-slate-200 bg-slate-50 p-4 font-mono text-base sm:grid-cols-2">
        {codes.map((code, index) => (
          <li key={code} className="flex items-baseline gap-3">
            <span aria-hidden="true" className="w-5 text-right text-xs text-slate-500">
              {index + 1}.
            </span>
            <span className="font-semibold tracking-wider text-slate-900">{code}</span>
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-3">
        <Button
          variant="outline"
          onClick={() => {
            void navigator.clipboard?.writeText(codes.join('\n')).then(() => setCopied(true))
          }}
        >
          <Copy aria-hidden="true" />
          {text.copy}
        </Button>
        <Button variant="outline" onClick={download}>
          <Download aria-hidden="true" />
          {text.download}
        </Button>
      </div>
      <StatusMessage tone="success">{copied ? text.copied : null}</StatusMessage>
      <Button size="lg" onClick={() => onDone()}>
        {text.done}
        <ArrowRight aria-hidden="true" />
      </Button>
    </div>
  )
}
