import type { QueryClient } from '@tanstack/react-query'
import { createRouter } from '@tanstack/react-router'
import { type AppConfig, defaultAppConfig } from '../config/env.ts'
import type { ChainInfo } from '../gateway/ChainInfoSchema.ts'
import { routeTree } from '../routeTree.gen.ts'

export type RouterContext = {
  queryClient: QueryClient
  /** The gateway's chains; AppProviders loads them before the router renders. */
  chains: readonly ChainInfo[]
  /** The runtime config of the page (config/env.ts), for routes that need a deployment's settings. */
  config: AppConfig
}

export function createAppRouter({
  queryClient,
  chains = [],
  config = defaultAppConfig,
  history,
}: {
  queryClient: QueryClient
  /** Known before the first render when the page carries them (AppProviders passes them on anyway). */
  chains?: readonly ChainInfo[]
  config?: AppConfig
  history?: Parameters<typeof createRouter>[0]['history']
}) {
  return createRouter({
    routeTree,
    context: { queryClient, chains, config },
    ...(history ? { history } : {}),
    defaultPreload: 'intent',
    scrollRestoration: true,
    // Safe ids are EIP-3770 (`coffer:0x…`): keep the colon readable instead of %3A.
    pathParamsAllowedCharacters: [':'],
  })
}

export type AppRouter = ReturnType<typeof createAppRouter>

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter
  }
}
