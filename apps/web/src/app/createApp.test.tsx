import { afterEach, describe, expect, it } from 'vitest'
import { buildChainInfo } from '../testing/buildChainInfo.ts'
import { createApp } from './createApp.tsx'

const safe = '0x399c61b017A871181d8B6C418c93a8bB361E3Db8'

function servePage(path: string, { chains = true }: { chains?: boolean } = {}) {
  window.history.replaceState(null, '', path)
  const meta = document.createElement('meta')
  meta.name = 'coffer:config'
  meta.content = JSON.stringify({
    walletConnectProjectId: null,
    safeAppsOrigin: 'http://127.0.0.1:8081',
    gatewayUrl: null,
    ...(chains ? { chains: [buildChainInfo()] } : {}),
  })
  document.head.append(meta)
}

afterEach(() => {
  for (const meta of document.querySelectorAll('meta[name="coffer:config"]')) meta.remove()
  window.history.replaceState(null, '', '/')
})

describe('createApp', () => {
  it("loads a Safe dashboard's route before the first render", async () => {
    servePage(`/safe/coffer:${safe}`)
    const { router, load } = createApp()
    await load()
    expect(router.state.resolvedLocation?.pathname).toBe(`/safe/coffer:${safe}`)
    expect(router.state.matches.at(-1)?.routeId).toBe('/safe/$safeId/')
  })

  it('leaves other pages to render their frame while their chunk downloads', async () => {
    servePage(`/safe/coffer:${safe}/history`)
    const { router, load } = createApp()
    await load()
    expect(router.state.resolvedLocation).toBeUndefined()
  })

  it('leaves the route alone until the chain list has come, when the page does not carry it', async () => {
    servePage(`/safe/coffer:${safe}`, { chains: false })
    const { router, load } = createApp()
    await load()
    expect(router.state.resolvedLocation).toBeUndefined()
  })
})
