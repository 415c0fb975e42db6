import { getDevAccount } from '@coffer/devchain'
import { hashSafeTx } from '@coffer/safe'
import { getAddress, type Hex, isHex, recoverAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import {
  buildConfirmation,
  buildMultisigTransaction,
  fixtureAddress,
} from '../../../test/safeDataFixtures.ts'
import {
  type MultisigConfirmationRow,
  type MultisigTransactionRow,
  notExecutedColumns,
} from '../../db/tables/safeData.ts'
import { verifyQueuedTransactions } from './verifyQueuedTransactions.ts'

const safe = getAddress(fixtureAddress('verify safe'))
const to = getAddress(fixtureAddress('verify recipient'))
const owner = getDevAccount(1)
const chainId = 31337

function asHex(value: string): Hex {
  if (!isHex(value)) throw new Error(`${value} is not hex`)
  return value
}

function row(version: string, overrides: Partial<MultisigTransactionRow> = {}): MultisigTransactionRow {
  const hash = hashSafeTx({ chainId, safe, version, tx: { to, value: 5n, nonce: 2n } })
  return {
    ...buildMultisigTransaction({ safe, nonce: 2, to, value: '5', executed_block: null }),
    safe_tx_hash: hash,
    data: null,
    proposer: null,
    proposed_by_delegate: null,
    proposed_at: 1,
    origin: null,
    trusted: 1,
    modified_at: 1,
    ...notExecutedColumns,
    ...overrides,
  }
}

function confirmation(
  overrides: Partial<MultisigConfirmationRow> & { safe_tx_hash: string },
): MultisigConfirmationRow {
  return {
    ...buildConfirmation({ owner: owner.address, ...overrides }),
    signature: overrides.signature ?? null,
    block_number: null,
  }
}

const verify = (
  rows: { tx: MultisigTransactionRow; confirmations: MultisigConfirmationRow[] }[],
  version: string | undefined,
) => verifyQueuedTransactions(rows, { chainId, version, recover: recoverAddress })

describe('verifyQueuedTransactions', () => {
  it('accepts a transaction whose fields hash to its safeTxHash, with EOA and eth_sign confirmations', async () => {
    const tx = row('1.4.1')
    const hash = asHex(tx.safe_tx_hash)
    const eoa = await owner.sign({ hash: asHex(tx.safe_tx_hash) })
    const ethSign = await owner.signMessage({ message: { raw: asHex(tx.safe_tx_hash) } })
    const v = Number.parseInt(ethSign.slice(-2), 16) + 4
    await expect(
      verify(
        [
          {
            tx,
            confirmations: [
              confirmation({ safe_tx_hash: hash, signature: eoa }),
              confirmation({
                safe_tx_hash: hash,
                signature: `${ethSign.slice(0, -2)}${v.toString(16)}`,
                signature_type: 'ETH_SIGN',
              }),
              // Named in the signature and checked on chain: not recovered here.
              confirmation({ safe_tx_hash: hash, signature: null, signature_type: 'APPROVED_HASH' }),
              confirmation({ safe_tx_hash: hash, signature: '0x00', signature_type: 'CONTRACT_SIGNATURE' }),
            ],
          },
        ],
        '1.4.1',
      ),
    ).resolves.toBeUndefined()
  })

  it('tries both EIP-712 domains for a Safe of unknown version', async () => {
    await expect(verify([{ tx: row('1.3.0'), confirmations: [] }], undefined)).resolves.toBeUndefined()
    await expect(verify([{ tx: row('1.1.1'), confirmations: [] }], undefined)).resolves.toBeUndefined()
  })

  it('refuses a tampered field as "Invalid safeTxHash"', async () => {
    await expect(
      verify([{ tx: row('1.4.1', { value: '6' }), confirmations: [] }], '1.4.1'),
    ).rejects.toMatchObject({
      failure: 'Invalid safeTxHash',
    })
    await expect(
      verify([{ tx: row('1.4.1', { value: '6' }), confirmations: [] }], undefined),
    ).rejects.toMatchObject({
      failure: 'Invalid safeTxHash',
    })
  })

  it('refuses a row whose fields do not parse as "Could not calculate safeTxHash"', async () => {
    for (const overrides of [
      { data: 'not hex' },
      { gas_token: '0x12' },
      { value: '-1' },
      { base_gas: '1e3' },
    ])
      await expect(
        verify([{ tx: row('1.4.1', overrides), confirmations: [] }], '1.4.1'),
      ).rejects.toMatchObject({
        failure: 'Could not calculate safeTxHash',
      })
  })

  it('refuses a confirmation signed by someone else, a missing one and a malformed one as "Invalid signature"', async () => {
    const tx = row('1.4.1')
    const other = await getDevAccount(4).sign({ hash: asHex(tx.safe_tx_hash) })
    for (const signature of [other, null, '0x1234', `0x${'zz'.repeat(65)}`])
      await expect(
        verify(
          [{ tx, confirmations: [confirmation({ safe_tx_hash: tx.safe_tx_hash, signature })] }],
          '1.4.1',
        ),
      ).rejects.toMatchObject({ failure: 'Invalid signature' })
  })
})
