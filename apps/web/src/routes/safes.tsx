import { createFileRoute } from '@tanstack/react-router'
import { ConnectWalletButton } from '../features/connect/components/ConnectWalletButton.tsx'
import { MySafesPage } from '../features/safe-switcher/components/MySafesPage.tsx'

export const Route = createFileRoute('/safes')({
  component: () => <MySafesPage connectButton={<ConnectWalletButton />} />,
})
