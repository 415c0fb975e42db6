import type { ReactNode } from 'react'

/**
 * One labelled line of a details list (`<dl className="@container">`): label beside the value when the
 * list is wide, above it when narrow — by the list's width, not the screen's, since a dialog is narrow
 * on a wide screen.
 */
export function DetailRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-2.5 @lg:grid-cols-[10rem_minmax(0,1fr)] @lg:items-center @lg:gap-4">
      <dt className="text-sm font-medium text-ink-muted">{label}</dt>
      <dd className="min-w-0 text-sm">{children}</dd>
    </div>
  )
}
