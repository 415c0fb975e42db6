import { AddressRow } from '../../components/ui/Address/AddressRow.tsx'
import { type AddressNamer, resolveAddress } from './AddressNamer.ts'

/** An address inside a transaction's details: named when known, and always shown in full. */
export function NamedAddress({
  namer,
  address,
  name,
}: {
  namer: AddressNamer
  address: string
  name?: string | null | undefined
}) {
  const resolved = resolveAddress(namer, address, name)
  return <AddressRow address={address} name={resolved.name} explorerUrl={resolved.explorerUrl} wrap />
}
