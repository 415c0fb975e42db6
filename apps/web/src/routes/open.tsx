import { createFileRoute } from '@tanstack/react-router'
import { OpenSafePage } from '../features/open-safe/components/OpenSafePage.tsx'

export const Route = createFileRoute('/open')({
  component: OpenSafePage,
})
