import { createFileRoute } from '@tanstack/react-router'
import { AddressBookPage } from '../features/address-book/components/AddressBookPage.tsx'

export const Route = createFileRoute('/safe/$safeId/address-book')({
  component: AddressBookRoute,
})

function AddressBookRoute() {
  const { target } = Route.useRouteContext()
  if (!target.ok) return null
  return <AddressBookPage chain={target.chain} />
}
