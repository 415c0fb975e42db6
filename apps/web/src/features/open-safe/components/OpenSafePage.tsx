import { OpenSafeCard } from './OpenSafeCard.tsx'

export function OpenSafePage() {
  return (
    <div className="mx-auto w-full max-w-xl px-4 py-12 sm:py-16">
      <OpenSafeCard heading="h1" autoFocus />
    </div>
  )
}
