import type { ReactNode } from 'react'

/**
 * One labelled line of a details list (a `<dl>` marked `@container`); stacks when the list is narrow,
 * as in the review dialog, wherever the screen is wide.
 */
export function DetailRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-2.5 @xl:grid-cols-[10rem_minmax(0,1fr)] @xl:items-center @xl:gap-4">
      <dt className="text-sm font-medium text-ink-muted">{label}</dt>
      <dd className="min-w-0 text-sm">{children}</dd>
    </div>
  )
}
