import { AppIcon } from './AppIcon.tsx'

/**
 * The Safe App a transaction or message came from, as a dialog, a row or a page names it: "Requested by",
 * its icon and its name, on one line that shortens the name rather than overflow.
 */
export function AppTag({ name, iconUrl, label }: { name: string; iconUrl: string | null; label: string }) {
  return (
    <span
      className="inline-flex max-w-full min-w-0 items-center gap-1.5 text-xs text-ink-muted"
      data-testid="app-tag"
    >
      <span className="shrink-0">{label}</span>
      <AppIcon name={name} iconUrl={iconUrl} size="xs" />
      <span className="truncate font-semibold text-ink">{name}</span>
    </span>
  )
}
