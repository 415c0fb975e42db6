import { afterEach, describe, expect, it } from 'vitest'
import { browserWallet, hasAnnouncedWallet } from './browserWallet.ts'

const announce = () =>
  window.dispatchEvent(
    new CustomEvent('eip6963:announceProvider', {
      detail: {
        info: { uuid: '1', name: 'Test', icon: 'data:image/svg+xml,', rdns: 'dev.test' },
        provider: {},
      },
    }),
  )

describe('browserWallet', () => {
  afterEach(() => window.removeEventListener('eip6963:requestProvider', announce))

  it('is the generic injected wallet while no wallet announces itself', () => {
    const wallet = browserWallet()
    expect(wallet).toMatchObject({ id: 'injected', name: 'Browser Wallet' })
    expect(hasAnnouncedWallet()).toBe(false)
    expect(wallet.hidden?.()).toBe(false)
  })

  it('steps aside when an EIP-6963 wallet answers, which lists it by its own name', () => {
    window.addEventListener('eip6963:requestProvider', announce)
    expect(hasAnnouncedWallet()).toBe(true)
    expect(browserWallet().hidden?.()).toBe(true)
  })
})
