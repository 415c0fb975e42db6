/** A grey placeholder in the shape of what is loading; pulses unless the person prefers less motion. */
export function Skeleton({ className = 'h-4 w-24' }: { className?: string }) {
  return (
    <span
      aria-hidden
      className={`block animate-pulse rounded-control bg-surface-muted motion-reduce:animate-none ${className}`}
    />
  )
}
