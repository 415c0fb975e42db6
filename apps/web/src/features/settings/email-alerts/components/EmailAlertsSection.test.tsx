import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import type { Address } from 'viem'
import { afterEach, describe, expect, it } from 'vitest'
import { buildChainInfo } from '../../../../testing/buildChainInfo.ts'
import { publishWalletSnapshot } from '../../../../wallet/walletState.ts'
import EmailAlertsSection from './EmailAlertsSection.tsx'

const owner: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const stranger: Address = '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65'
const safe: Address = '0x399c61b017A871181d8B6C418c93a8bB361E3Db8'

function renderSection(features: string[]) {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <EmailAlertsSection chain={buildChainInfo({ features })} safe={safe} owners={[owner]} />
    </QueryClientProvider>,
  )
}

afterEach(() => publishWalletSnapshot({ address: undefined, chainId: undefined, signedIn: false }))

describe('EmailAlertsSection', () => {
  it('says why there is nothing to set up when the gateway has no mail server, and offers nothing', () => {
    publishWalletSnapshot({ address: owner, chainId: 31337, signedIn: true })
    renderSection(['SAFE_APPS'])
    expect(screen.getByText(/the operator sets COFFER_SMTP_URL/)).toBeTruthy()
    expect(screen.queryByRole('button')).toBeNull()
    expect(screen.queryByRole('textbox')).toBeNull()
  })

  it('asks for an owner: nobody connected, or someone else', () => {
    const { unmount } = renderSection(['EMAIL'])
    expect(screen.getByText(/Connect the wallet of an owner/)).toBeTruthy()
    unmount()
    publishWalletSnapshot({ address: stranger, chainId: 31337, signedIn: true })
    renderSection(['EMAIL'])
    expect(screen.getByText(new RegExp(`${stranger} is not an owner of this Safe`))).toBeTruthy()
  })

  it('asks an owner who is not signed in to verify the account', () => {
    publishWalletSnapshot({ address: owner, chainId: 31337, signedIn: false })
    renderSection(['EMAIL'])
    expect(screen.getByRole('button', { name: 'Verify your account' })).toBeTruthy()
  })
})
