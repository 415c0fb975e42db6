import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { buildChainInfo } from '../testing/buildChainInfo.ts'
import { renderRoute } from '../testing/renderRoute.tsx'

const demoSafe = '0x29fcB43b46531BcA003ddC8FCB67FFE91900C762'
const chains = [
  buildChainInfo(),
  buildChainInfo({ chainId: '1', chainName: 'Ethereum', shortName: 'eth', isTestnet: false }),
]

async function submitAddress(value: string) {
  const input = await screen.findByLabelText('Safe address')
  fireEvent.change(input, { target: { value } })
  fireEvent.click(screen.getByRole('button', { name: /Open Safe/ }))
}

describe('/open', () => {
  it('explains what is wrong with an address', async () => {
    renderRoute('/open', { chains })
    expect(await screen.findByRole('heading', { name: 'Open a Safe' })).toBeTruthy()

    await submitAddress('0x1234')
    expect((await screen.findByRole('alert')).textContent).toBe('This is not a valid address')

    await submitAddress(demoSafe.replace('fcB', 'fcb'))
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The address checksum is wrong — check for typos',
    )

    await submitAddress(`x:${demoSafe}`)
    expect((await screen.findByRole('alert')).textContent).toBe("Unknown network prefix 'x'")
  })

  it('opens the Safe on the network of its prefix, at its canonical URL', async () => {
    const { router } = renderRoute('/open', { chains })
    await submitAddress(`ETH:${demoSafe.toLowerCase()}`)
    await waitFor(() => expect(router.state.location.pathname).toBe(`/safe/eth:${demoSafe}`))
    expect(await screen.findByText(demoSafe)).toBeTruthy()
    expect(screen.getAllByText('Ethereum').length).toBeGreaterThan(0)
  })

  it('uses the chosen network for a plain address', async () => {
    const { router } = renderRoute('/open', { chains })
    fireEvent.change(await screen.findByLabelText('Network'), { target: { value: '1' } })
    await submitAddress(demoSafe)
    await waitFor(() => expect(router.state.location.pathname).toBe(`/safe/eth:${demoSafe}`))
  })
})

describe('/safe/$safeId', () => {
  it('redirects any accepted spelling to the canonical one', async () => {
    const { router } = renderRoute(`/safe/COFFER:${demoSafe.toLowerCase()}`, { chains })
    await waitFor(() => expect(router.state.location.pathname).toBe(`/safe/coffer:${demoSafe}`))
    expect(await screen.findByRole('heading', { name: 'Safe' })).toBeTruthy()
    expect(screen.getByRole('button', { name: /Copy address/ })).toBeTruthy()
    // The test window is narrow: the Safe's pages are one tap away, behind the Safe menu.
    expect(screen.queryByRole('navigation', { name: 'Safe pages' })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Safe menu' }))
    expect(screen.getByRole('navigation', { name: 'Safe pages' })).toBeTruthy()
  })

  it('opens each Settings page at its own URL, under the Settings pages links', async () => {
    renderRoute(`/safe/coffer:${demoSafe}/settings/appearance`, { chains })
    const settingsPages = await screen.findByRole('navigation', { name: 'Settings pages' })
    expect(await screen.findByRole('heading', { name: 'Appearance' })).toBeTruthy()
    const current = settingsPages.querySelector('[aria-current="page"]')
    expect(current?.textContent).toBe('Appearance')
  })

  it('says why a Safe link is wrong', async () => {
    renderRoute(`/safe/nope:${demoSafe}`, { chains })
    expect(await screen.findByText("Unknown network prefix 'nope'")).toBeTruthy()
  })
})

describe('/', () => {
  it('offers to connect a wallet and to open a Safe without loading the wallet stack', async () => {
    renderRoute('/', { chains })
    expect(await screen.findByRole('heading', { name: 'Multisig, without the middleman' })).toBeTruthy()
    expect(screen.getAllByRole('button', { name: 'Connect Wallet' }).length).toBe(2)
    expect(screen.getByRole('form', { name: 'Open a Safe' })).toBeTruthy()
  })
})
