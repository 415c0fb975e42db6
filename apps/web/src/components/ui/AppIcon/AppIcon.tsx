import { useState } from 'react'

const boxes = { md: 'size-11 text-lg', sm: 'size-8 text-sm', xs: 'size-5 text-xs' } as const

/**
 * An app's icon, or its initial on a tinted tile when it has none or the image does not load (the CSP
 * lets images come from https: and this origin only).
 */
export function AppIcon({
  name,
  iconUrl,
  size = 'md',
}: {
  name: string
  iconUrl: string | null
  size?: 'md' | 'sm' | 'xs'
}) {
  const [failed, setFailed] = useState(false)
  const box = boxes[size]
  if (iconUrl && !failed)
    return (
      <img
        src={iconUrl}
        alt=""
        className={`${box} shrink-0 rounded-control bg-surface-muted object-contain`}
        referrerPolicy="no-referrer"
        onError={() => setFailed(true)}
      />
    )
  return (
    <span
      aria-hidden
      className={`${box} grid shrink-0 place-items-center rounded-control bg-accent-soft font-bold text-accent`}
    >
      {name.trim().charAt(0).toUpperCase() || '?'}
    </span>
  )
}
