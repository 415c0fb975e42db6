import type { TransactionKind } from '../describeTransaction.ts'

// Drawn here rather than in the shared icon set: only transaction rows use them.
const kinds: Record<TransactionKind, { path: string; className: string }> = {
  incoming: { path: 'M17 7 7 17M7 9v8h8', className: 'bg-success-soft text-success' },
  outgoing: { path: 'M7 17 17 7M9 7h8v8', className: 'bg-surface-muted text-ink' },
  settings: {
    path: 'M4 7h9M17 7h3M4 17h3M11 17h9M15 9.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5ZM9 19.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Z',
    className: 'bg-accent-soft text-accent',
  },
  contract: { path: 'm8 8-4 4 4 4M16 8l4 4-4 4M13.5 5l-3 14', className: 'bg-surface-muted text-ink' },
  creation: { path: 'M12 5v14M5 12h14', className: 'bg-accent-soft text-accent' },
  module: { path: 'M13 3 5 13.5h6L10 21l8-10.5h-6L13 3Z', className: 'bg-warning-soft text-warning' },
  other: { path: 'M6 12h.01M12 12h.01M18 12h.01', className: 'bg-surface-muted text-ink-muted' },
}

export function TransactionKindIcon({
  kind,
  className = 'size-9',
}: {
  kind: TransactionKind
  className?: string
}) {
  const { path, className: tone } = kinds[kind]
  return (
    <span aria-hidden className={`grid shrink-0 place-items-center rounded-full ${tone} ${className}`}>
      <svg
        aria-hidden
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        className="size-[55%]"
      >
        <path d={path} />
      </svg>
    </span>
  )
}
