/**
 * A count beside a navigation link (queued transactions, messages to sign): the number for the eye, `label`
 * ("3 queued") for screen readers and as a tooltip. Nothing when the count is 0.
 */
export function CountBadge({ count, label }: { count: number; label: string }) {
  if (count === 0) return null
  return (
    <span
      className="grid min-w-5 place-items-center rounded-full bg-accent px-1.5 text-xs leading-5 font-bold text-on-accent tabular-nums"
      title={label}
    >
      <span aria-hidden>{count}</span>
      <span className="sr-only">{label}</span>
    </span>
  )
}
