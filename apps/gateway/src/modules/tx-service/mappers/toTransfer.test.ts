import { describe, expect, it } from 'vitest'
import { buildToken } from '../../../../test/safeDataFixtures.ts'
import type { TransferRow } from '../../../db/tables/safeData.ts'
import { toTransfer } from './toTransfer.ts'

const safe = '0x399c61b017A871181d8B6C418c93a8bB361E3Db8'
const sender = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const tokenAddress = '0x5FbDB2315678afecb367f032d93F642f64180aa3'

const transfer: TransferRow = {
  chain_id: 31337,
  safe,
  transfer_id: `e${'ab'.repeat(32)}3`,
  type: 'ERC20',
  token_address: tokenAddress,
  from: sender,
  to: safe,
  value: '5000',
  token_id: null,
  block_number: 12,
  tx_hash: `0x${'ab'.repeat(32)}`,
  log_index: 3,
  executed_at: Date.UTC(2026, 0, 5),
  in_safe_tx: 0,
}

const token = buildToken({ address: tokenAddress })

describe('toTransfer', () => {
  it("answers a token transfer in the service's words, with its token", () => {
    expect(toTransfer(transfer, token)).toEqual({
      type: 'ERC20_TRANSFER',
      executionDate: '2026-01-05T00:00:00.000Z',
      blockNumber: 12,
      transactionHash: transfer.tx_hash,
      to: safe,
      from: sender,
      value: '5000',
      tokenId: null,
      tokenAddress,
      transferId: transfer.transfer_id,
      tokenInfo: {
        type: 'ERC20',
        address: tokenAddress,
        name: 'Coffer Demo Token',
        symbol: 'CDT',
        decimals: 18,
        logoUri: '',
        trusted: true,
      },
    })
  })

  it('names a native transfer ETHER_TRANSFER, with no token', () => {
    expect(toTransfer({ ...transfer, type: 'NATIVE_COIN', token_address: null }, undefined)).toMatchObject({
      type: 'ETHER_TRANSFER',
      tokenAddress: null,
      tokenInfo: null,
    })
  })
})
