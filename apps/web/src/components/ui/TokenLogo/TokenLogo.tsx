import { useState } from 'react'

/**
 * A token's logo, or a round tile with its symbol's first letters when there is none or it fails to
 * load (remote images may also be refused by the Content-Security-Policy).
 */
export function TokenLogo({
  src,
  symbol,
  className = 'size-8',
}: {
  src: string | null | undefined
  symbol: string
  className?: string
}) {
  const [failed, setFailed] = useState<string | null>(null)
  const usable = src && failed !== src ? src : undefined
  if (usable) {
    return (
      <img
        src={usable}
        alt=""
        loading="lazy"
        onError={() => setFailed(usable)}
        className={`shrink-0 rounded-full bg-surface-muted object-cover ${className}`}
      />
    )
  }
  return (
    <span
      aria-hidden
      className={`grid shrink-0 place-items-center rounded-full bg-accent-soft text-[0.65rem] font-bold text-accent uppercase ${className}`}
    >
      {symbol.slice(0, 3) || '?'}
    </span>
  )
}
