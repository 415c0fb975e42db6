import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { defaultAppConfig } from '../../../config/env.ts'
import { configureGateway } from '../../../gateway/gatewayClient.ts'
import { buildChainInfo } from '../../../testing/buildChainInfo.ts'
import { renderRoute } from '../../../testing/renderRoute.tsx'
import { sendJson, startGatewayFixture } from '../../../testing/startGatewayFixture.ts'

// Real HTTP to a fixture on a shared machine: allow more than findBy's default second.
const slow = { timeout: 8_000 }

const safe = '0x29fcB43b46531BcA003ddC8FCB67FFE91900C762'
const owner = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const addressEx = (value: string) => ({ value, name: null, logoUri: null })
const chains = [buildChainInfo({ features: ['EIP1271', 'SAFE_APPS'] })]

let fixture: Awaited<ReturnType<typeof startGatewayFixture>>
/** The fixture serves the gateway and, on the same origin, the apps: one allowed origin. */
let appsOrigin = ''

const catalogApp = (id: number, path: string, name: string, tags: string[], featured: boolean) => ({
  id,
  url: `${appsOrigin}${path}`,
  name,
  iconUrl: null,
  description: `${name} for your Safe`,
  chainIds: ['31337'],
  provider: null,
  accessControl: { type: 'NO_RESTRICTIONS', value: null },
  tags,
  features: [],
  developerWebsite: null,
  socialProfiles: [],
  featured,
})

beforeAll(async () => {
  fixture = await startGatewayFixture((request, _body, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname
    if (path === '/v1/chains/31337/safe-apps')
      return sendJson(response, 200, [
        catalogApp(1, '/tx-builder', 'Transaction Builder', ['Infrastructure'], true),
        catalogApp(2, '/wagmi-dapp', 'Wagmi Dapp', ['DeFi'], false),
        // On an origin this deployment does not frame.
        { ...catalogApp(3, '/', 'Elsewhere', ['DeFi'], false), url: 'https://elsewhere.example/' },
      ])
    if (path === '/custom/manifest.json')
      return sendJson(response, 200, { name: 'My Tool', description: 'Does my things', iconPath: 'icon.svg' })
    if (path === `/v1/chains/31337/safes/${safe}`)
      return sendJson(response, 200, {
        address: addressEx(safe),
        chainId: '31337',
        nonce: 7,
        threshold: 1,
        owners: [addressEx(owner)],
        implementation: addressEx('0x29fcB43b46531BcA003ddC8FCB67FFE91900C762'),
        implementationVersionState: 'UP_TO_DATE',
        modules: null,
        fallbackHandler: addressEx('0xfd0732Dc9E303f09fCEf3a7388Ad10A83459Ec99'),
        guard: null,
        version: '1.4.1',
      })
    return sendJson(response, 404, { statusCode: 404, message: `Cannot GET ${path}` })
  })
  appsOrigin = fixture.url
  configureGateway(fixture.url)
})
afterAll(() => fixture.close())

function render(url: string) {
  return renderRoute(url, { chains, config: { ...defaultAppConfig, safeAppsAllowedOrigins: [appsOrigin] } })
}

describe('Apps tab', () => {
  it('lists featured apps first, searches, filters by tag and bookmark, and hides apps it may not frame', async () => {
    render(`/safe/coffer:${safe}/apps`)
    const featured = await screen.findByRole('list', { name: 'Featured' }, slow)
    expect(within(featured).getByRole('heading', { name: 'Transaction Builder' })).toBeTruthy()
    const all = screen.getByRole('list', { name: 'All apps' })
    expect(
      within(all)
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual(['Transaction Builder', 'Wagmi Dapp'])
    expect(screen.getByText('Not shown, from sites this Coffer does not allow: 1.')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Open Wagmi Dapp' }).getAttribute('href')).toBe(
      `/safe/coffer:${safe}/apps/open?appUrl=${encodeURIComponent(`${appsOrigin}/wagmi-dapp`)}`,
    )

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search apps' }), { target: { value: 'builder' } })
    expect(within(screen.getByRole('list', { name: 'All apps' })).getAllByRole('heading')).toHaveLength(1)
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search apps' }), { target: { value: '' } })

    fireEvent.click(screen.getByRole('button', { name: 'DeFi', pressed: false }))
    expect(within(screen.getByRole('list', { name: 'All apps' })).getByRole('heading').textContent).toBe(
      'Wagmi Dapp',
    )
    fireEvent.click(screen.getByRole('button', { name: 'DeFi', pressed: true }))

    const all2 = screen.getByRole('list', { name: 'All apps' })
    fireEvent.click(within(all2).getByRole('button', { name: 'Bookmark Wagmi Dapp' }))
    fireEvent.click(screen.getByRole('button', { name: 'Bookmarked' }))
    expect(within(screen.getByRole('list', { name: 'All apps' })).getByRole('heading').textContent).toBe(
      'Wagmi Dapp',
    )
    expect(JSON.parse(localStorage.getItem('coffer.safeApps.bookmarks.31337') ?? '[]')).toEqual([
      `${appsOrigin}/wagmi-dapp`,
    ])
  })

  it('adds a custom app by URL: a foreign origin is refused, the manifest is checked and shown first', async () => {
    render(`/safe/coffer:${safe}/apps`)
    fireEvent.click(await screen.findByRole('button', { name: 'Add custom app' }, slow))
    const dialog = screen.getByRole('dialog', { name: 'Add a custom app' })
    const input = within(dialog).getByRole('textbox', { name: 'App URL' })
    fireEvent.change(input, { target: { value: 'https://evil.example/app' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Check app' }))
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'This Coffer only opens apps from its allowed sites. https://evil.example is not one of them.',
    )
    fireEvent.change(input, { target: { value: `${appsOrigin}/missing` } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Check app' }))
    expect((await within(dialog).findByRole('alert', {}, slow)).textContent).toBe(
      'The app answered 404 for its manifest.json.',
    )
    fireEvent.change(input, { target: { value: `${appsOrigin}/custom/` } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Check app' }))
    const preview = await within(dialog).findByTestId('custom-app-preview', {}, slow)
    expect(preview.textContent).toContain('My Tool')
    expect(preview.textContent).toContain('Does my things')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add app' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    const card = screen.getByRole('heading', { name: 'My Tool' }).closest('article')
    if (!(card instanceof HTMLElement)) throw new Error('expected the custom app card')
    expect(card.textContent).toContain('Custom')
    fireEvent.click(within(card).getByRole('button', { name: 'Remove My Tool' }))
    expect(screen.queryByRole('heading', { name: 'My Tool' })).toBeNull()
  })
})

describe('app page', () => {
  it('refuses to frame an app from an origin that is not allowed', async () => {
    render(`/safe/coffer:${safe}/apps/open?appUrl=${encodeURIComponent('https://evil.example/app')}`)
    const refusal = await screen.findByRole('alert', {}, slow)
    expect(refusal.textContent).toContain(
      'This Coffer only opens apps from its allowed sites, and https://evil.example is not one of them.',
    )
    expect(document.querySelector('iframe')).toBeNull()
  })

  it('frames a listed app sandboxed, and answers getSafeInfo in the same task, to the app origin only', async () => {
    render(`/safe/coffer:${safe}/apps/open?appUrl=${encodeURIComponent(`${appsOrigin}/tx-builder/`)}`)
    const frame = await screen.findByTitle('Transaction Builder', {}, slow)
    if (!(frame instanceof HTMLIFrameElement) || !frame.contentWindow)
      throw new Error('expected the app frame')
    expect(frame.getAttribute('src')).toBe(`${appsOrigin}/tx-builder`)
    expect(frame.getAttribute('sandbox')).toBe(
      'allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox allow-forms allow-downloads',
    )
    const postMessage = vi.spyOn(frame.contentWindow, 'postMessage').mockImplementation(() => {})
    const request = {
      id: 'a1b2c3d4e5',
      method: 'getSafeInfo',
      params: undefined,
      env: { sdkVersion: '9.1.0' },
    }
    // From another window, or another origin: ignored.
    window.dispatchEvent(new MessageEvent('message', { data: request, origin: appsOrigin, source: window }))
    window.dispatchEvent(
      new MessageEvent('message', {
        data: request,
        origin: 'https://evil.example',
        source: frame.contentWindow,
      }),
    )
    expect(postMessage).not.toHaveBeenCalled()
    window.dispatchEvent(
      new MessageEvent('message', { data: request, origin: appsOrigin, source: frame.contentWindow }),
    )
    expect(postMessage).toHaveBeenCalledTimes(1)
    expect(postMessage.mock.calls[0]).toEqual([
      {
        id: 'a1b2c3d4e5',
        success: true,
        version: '9.1.0',
        data: expect.objectContaining({
          safeAddress: safe,
          chainId: 31337,
          threshold: 1,
          nonce: 7,
          isReadOnly: true,
        }),
      },
      appsOrigin,
    ])
  })

  it('warns before the first open of an app outside the catalog, named from its manifest', async () => {
    render(`/safe/coffer:${safe}/apps/open?appUrl=${encodeURIComponent(`${appsOrigin}/custom`)}`)
    const warning = await screen.findByTestId('unlisted-app-warning', {}, slow)
    expect(within(warning).getByRole('heading').textContent).toBe('My Tool is not in the app list')
    expect(document.querySelector('iframe')).toBeNull()
    act(() => fireEvent.click(within(warning).getByRole('button', { name: 'Open anyway' })))
    expect(await screen.findByTitle('My Tool', {}, slow)).toBeTruthy()
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem('coffer.safeApps.openedUnlisted') ?? '[]')).toEqual([
        `${appsOrigin}/custom`,
      ]),
    )
  })
})
