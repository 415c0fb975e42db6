import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { buildChainInfo } from '../../testing/buildChainInfo.ts'
import { type MultisigExecutionDetails, MultisigExecutionDetailsSchema } from '../TransactionDetailsSchema.ts'
import { ConfirmationsList } from './ConfirmationsList.tsx'

type Hex = `0x${string}`
const alice: Hex = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const bob: Hex = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const carol: Hex = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'
const zero: Hex = '0x0000000000000000000000000000000000000000'
const names: Record<string, string> = { [alice]: 'Alice', [bob]: 'Bob', [carol]: 'Carol' }
const namer = { chain: buildChainInfo(), nameOf: (address: string) => names[address] }
const plain = (value: Hex) => ({ value, name: null, logoUri: null })

// What the gateway sends for a transaction executed under Alice, Bob and Carol at 2 of 3, signed by
// Alice and Bob: Dave, an owner added later, is not among its signers.
function execution(): MultisigExecutionDetails {
  return MultisigExecutionDetailsSchema.parse({
    type: 'MULTISIG',
    submittedAt: 1,
    nonce: 0,
    safeTxGas: '0',
    baseGas: '0',
    gasPrice: '0',
    gasToken: zero,
    fee: '0',
    payment: '0',
    refundReceiver: plain(zero),
    safeTxHash: `0x${'11'.repeat(32)}`,
    executor: plain(alice),
    signers: [plain(alice), plain(bob), plain(carol)],
    confirmationsRequired: 2,
    confirmations: [alice, bob].map((signer, index) => ({
      signer: plain(signer),
      signature: `0x${'22'.repeat(65)}`,
      submittedAt: index,
    })),
    rejectors: [],
    gasTokenInfo: null,
    trusted: true,
    proposer: plain(alice),
    proposedByDelegate: null,
  })
}

function rows() {
  return screen.getAllByRole('listitem').map((item) => item.textContent)
}

describe('ConfirmationsList', () => {
  it('lists the signers the transaction was executed under; one who did not sign is not waiting', () => {
    render(<ConfirmationsList execution={execution()} namer={namer} executed />)
    expect(screen.getByRole('heading').textContent).toBe('Confirmations (2 of 2)')
    expect(rows()).toHaveLength(3)
    const [aliceRow, , carolRow] = screen.getAllByRole('listitem')
    expect(within(aliceRow as HTMLElement).getByText('Confirmed')).toBeTruthy()
    expect(within(carolRow as HTMLElement).getByText('Did not sign')).toBeTruthy()
    expect(screen.queryByText('Not confirmed')).toBeNull()
    expect(screen.queryByText(/Dave/)).toBeNull()
  })

  it('says an owner of a queued transaction has not confirmed yet', () => {
    render(<ConfirmationsList execution={execution()} namer={namer} />)
    expect(screen.getByText('Not confirmed')).toBeTruthy()
    expect(screen.queryByText('Did not sign')).toBeNull()
  })
})
