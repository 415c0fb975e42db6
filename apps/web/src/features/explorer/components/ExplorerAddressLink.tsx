import { Link } from '@tanstack/react-router'
import { AddressAvatar } from '../../../components/ui/Avatar/AddressAvatar.tsx'
import { CopyIconButton } from '../../../components/ui/CopyButton/CopyIconButton.tsx'

/** An address in full, linking to its explorer page, with a copy button. */
export function ExplorerAddressLink({ chainId, address }: { chainId: string; address: string }) {
  return (
    <span className="flex min-w-0 items-center gap-2">
      <AddressAvatar address={address} className="size-6 ring-0" />
      <Link
        to="/explorer/$chainId/address/$address"
        params={{ chainId, address }}
        className="min-w-0 font-mono text-xs break-all text-accent underline-offset-2 hover:underline"
      >
        {address}
      </Link>
      <CopyIconButton value={address} />
    </span>
  )
}
