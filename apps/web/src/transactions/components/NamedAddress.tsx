import { AddressRow } from '../../components/ui/Address/AddressRow.tsx'
import { type AddressNamer, resolveAddress } from './AddressNamer.ts'

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
  return <AddressRow address={address} name={resolved.name} explorerUrl={resolved.explorerUrl} />
}
