/** Coffer's mark: a strongbox door in the accent colour. Inline SVG, so nothing is fetched. */
export function LogoMark({ className = 'size-8' }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden>
      <rect x="2" y="4" width="28" height="24" rx="7" fill="var(--c-accent)" />
      <rect
        x="6"
        y="8"
        width="20"
        height="16"
        rx="4"
        fill="none"
        stroke="var(--c-on-accent)"
        strokeOpacity="0.35"
        strokeWidth="1.5"
      />
      <circle cx="16" cy="16" r="4.5" fill="none" stroke="var(--c-on-accent)" strokeWidth="2" />
      <path
        d="M16 11.5v2M16 18.5v2M11.5 16h2M18.5 16h2"
        stroke="var(--c-on-accent)"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  )
}
