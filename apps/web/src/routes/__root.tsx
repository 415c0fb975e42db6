import { createRootRouteWithContext } from '@tanstack/react-router'
import { RootLayout } from '../app/RootLayout.tsx'
import { NotFound, RouteError } from '../app/RouteFallbacks.tsx'
import type { RouterContext } from '../app/router.tsx'

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFound,
  errorComponent: RouteError,
})
