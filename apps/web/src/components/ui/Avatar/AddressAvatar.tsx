import { addressGradient } from './addressGradient.ts'

export function AddressAvatar({ address, className = 'size-12' }: { address: string; className?: string }) {
  const { from, to, angle } = addressGradient(address)
  return (
    <span
      aria-hidden
      className={`inline-block shrink-0 rounded-full ring-4 ring-surface ${className}`}
      style={{ backgroundImage: `linear-gradient(${angle}deg, ${from}, ${to})` }}
    />
  )
}
