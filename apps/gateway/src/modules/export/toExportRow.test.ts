import { describe, expect, it } from 'vitest'
import type { TokenRow } from '../../db/tables/safeData.ts'
import type { ExportExecution, ExportSourceRow } from './export.repository.ts'
import { type ExportRowContext, toExportRow } from './toExportRow.ts'

const safe = '0x5afE000000000000000000000000000000000001'
const alice = '0xA11cE00000000000000000000000000000000001'
const token = '0x7070000000000000000000000000000000000001'
const txHash = `0x${'1'.repeat(64)}`

const usdc: TokenRow = {
  chain_id: 1,
  address: token,
  type: 'ERC20',
  name: 'USD Coin',
  symbol: 'USDC',
  decimals: 6,
  logo_uri: null,
  trusted: 1,
}

function source(overrides: Partial<ExportSourceRow>): ExportSourceRow {
  return {
    block: 10,
    logIndex: 3,
    txHash,
    executedAt: 1_700_000_000_000,
    type: 'ERC20',
    tokenAddress: token,
    from: safe,
    to: alice,
    value: '1500000',
    tokenId: null,
    inSafeTx: false,
    execution: null,
    ...overrides,
  }
}

function execution(overrides: Partial<ExportExecution>): ExportExecution {
  return {
    kind: 'multisig',
    logIndex: 5,
    safeTxHash: `0x${'2'.repeat(64)}`,
    nonce: 7,
    proposer: alice,
    proposedAt: 1_699_000_000_000,
    executor: alice,
    origin: '{"note":"<b>Payroll</b> March"}',
    ...overrides,
  }
}

function context(executions: ExportExecution[] = []): ExportRowContext {
  return {
    safe,
    nativeCurrency: { symbol: 'ETH', decimals: 18 },
    tokens: new Map([[token, usdc]]),
    executions: new Map([[txHash, executions]]),
  }
}

describe('toExportRow', () => {
  it('shows an ERC-20 amount in token units and names the multisig execution logged after it', () => {
    const row = toExportRow(
      source({ inSafeTx: true }),
      context([
        execution({ logIndex: 2, nonce: 6 }),
        execution({ logIndex: 5 }),
        execution({ logIndex: 9, nonce: 8 }),
      ]),
    )
    expect(row).toMatchObject({
      amount: '1.5',
      assetType: 'erc20',
      assetSymbol: 'USDC',
      assetDecimals: 6,
      direction: 'outgoing',
      nonce: 7,
      proposer: alice,
      note: 'Payroll March',
    })
  })

  it('names a module transaction logged before the transfer as its executor', () => {
    const module = '0x0d00000000000000000000000000000000000001'
    const row = toExportRow(
      source({ inSafeTx: true, logIndex: 4 }),
      context([execution({ kind: 'module', logIndex: 1, executor: module, safeTxHash: null, nonce: null })]),
    )
    expect(row).toMatchObject({ executor: module, nonce: null, safeTxHash: null })
  })

  it('shows received native coin with the chain’s symbol and no Safe transaction', () => {
    const row = toExportRow(
      source({
        type: 'NATIVE_COIN',
        tokenAddress: null,
        from: alice,
        to: safe,
        value: '2000000000000000000',
      }),
      context(),
    )
    expect(row).toMatchObject({
      amount: '2',
      assetType: 'native',
      assetSymbol: 'ETH',
      assetDecimals: 18,
      direction: 'incoming',
      executor: null,
      note: null,
    })
  })

  it('counts an NFT as one, with its id', () => {
    const row = toExportRow(
      source({ type: 'ERC721', value: null, tokenId: '42', tokenAddress: `0x${'9'.repeat(40)}` }),
      context(),
    )
    expect(row).toMatchObject({ amount: '1', tokenId: '42', assetType: 'erc721', assetSymbol: null })
  })

  it('keeps base units when the token’s decimals are unknown', () => {
    const row = toExportRow(source({ tokenAddress: `0x${'8'.repeat(40)}` }), context())
    expect(row).toMatchObject({ amount: '1500000', assetDecimals: null })
  })
})
