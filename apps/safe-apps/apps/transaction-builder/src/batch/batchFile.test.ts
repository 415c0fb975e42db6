import { describe, expect, it } from 'vitest'
import { batchFileChecksum, createBatchFile, parseBatchFile, serializeBatchFile } from './batchFile.ts'

const safe = '0x399c61b017A871181d8B6C418c93a8bB361E3Db8'
const token = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const recipient = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

const file = createBatchFile({
  name: 'Pay the team',
  chainId: '31337',
  safeAddress: safe,
  createdAt: 1_800_000_000_000,
  transactions: [
    {
      to: token,
      value: '0',
      contractMethod: {
        name: 'transfer',
        payable: false,
        inputs: [
          { internalType: 'address', name: 'to', type: 'address' },
          { internalType: 'uint256', name: 'value', type: 'uint256' },
        ],
      },
      contractInputsValues: { to: recipient, value: '1000' },
    },
    { to: recipient, value: '1000000000000000000', data: '0x' },
  ],
})

describe('batch files', () => {
  it('are written in the community format, absent fields as null, with a checksum', () => {
    expect(file).toEqual({
      version: '1.0',
      chainId: '31337',
      createdAt: 1_800_000_000_000,
      meta: {
        name: 'Pay the team',
        description: '',
        txBuilderVersion: 'coffer-1.0.0',
        createdFromSafeAddress: safe,
        createdFromOwnerAddress: '',
        checksum: expect.stringMatching(/^0x[0-9a-f]{64}$/),
      },
      transactions: [
        expect.objectContaining({
          to: token,
          data: null,
          contractInputsValues: { to: recipient, value: '1000' },
        }),
        {
          to: recipient,
          value: '1000000000000000000',
          data: '0x',
          contractMethod: null,
          contractInputsValues: null,
        },
      ],
    })
  })

  it('load back as saved, with a valid checksum', () => {
    expect(parseBatchFile(serializeBatchFile(file))).toEqual({ ok: true, value: { file, checksum: 'valid' } })
  })

  it('tell a changed or unsigned file from a saved one', () => {
    const changed = JSON.parse(serializeBatchFile(file))
    changed.transactions.reverse()
    expect(parseBatchFile(JSON.stringify(changed))).toMatchObject({
      ok: true,
      value: { checksum: 'mismatch' },
    })
    const handWritten = { ...file, meta: { name: 'By hand' } }
    expect(parseBatchFile(JSON.stringify(handWritten))).toMatchObject({
      ok: true,
      value: { checksum: 'missing' },
    })
  })

  it('check the checksum over every field, also those this builder does not know', () => {
    const extended = { ...file, meta: { ...file.meta, extra: 'x' } }
    const checksum = batchFileChecksum(extended)
    expect(checksum).not.toBe(file.meta.checksum)
    expect(
      parseBatchFile(JSON.stringify({ ...extended, meta: { ...extended.meta, checksum } })),
    ).toMatchObject({
      ok: true,
      value: { checksum: 'valid' },
    })
  })

  it('load a file the community builder saved, checksumming its addresses', () => {
    const theirs = {
      version: '1.0',
      chainId: '1',
      createdAt: 1_700_000_000_000,
      meta: {
        name: 'Transactions Batch',
        description: '',
        txBuilderVersion: '1.16.5',
        createdFromSafeAddress: safe.toLowerCase(),
        createdFromOwnerAddress: '',
        checksum: '0xdead',
      },
      transactions: [
        {
          to: recipient.toLowerCase(),
          value: '0',
          data: null,
          contractMethod: { inputs: [], name: 'ping', payable: false },
          contractInputsValues: null,
        },
      ],
    }
    const loaded = parseBatchFile(JSON.stringify(theirs))
    expect(loaded).toMatchObject({ ok: true, value: { checksum: 'mismatch' } })
    if (loaded.ok) expect(loaded.value.file.transactions[0]?.to).toBe(recipient)
  })

  it('refuse what is not a batch file, saying where', () => {
    expect(parseBatchFile('{')).toEqual({
      ok: false,
      error: 'This file is not JSON: choose a batch file saved by a transaction builder.',
    })
    const numeric = { ...file, transactions: [{ to: recipient, value: 1 }] }
    expect(parseBatchFile(JSON.stringify(numeric))).toEqual({
      ok: false,
      error:
        'This is not a valid batch file at transactions.0.value: Expected the value as a string of digits (wei). Make sure all numbers are encoded as strings.',
    })
    const badTo = { ...file, transactions: [{ to: '0x12', value: '0' }] }
    expect(parseBatchFile(JSON.stringify(badTo))).toEqual({
      ok: false,
      error: 'This is not a valid batch file at transactions.0.to: Expected an address',
    })
  })
})
