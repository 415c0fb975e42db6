import {
  type AbiEvent,
  type AbiParameter,
  decodeEventLog,
  encodeAbiParameters,
  encodeEventTopics,
  type Hex,
  pad,
  toEventSelector,
} from 'viem'
import { describe, expect, it } from 'vitest'
import { decodedSafeEventTopics, decodeSafeLog } from './decodeSafeLog.ts'
import { safeEventsAbi, safeEventTopics, transferTopic } from './indexerAbi.ts'

const events = safeEventsAbi.filter((item): item is Extract<typeof item, AbiEvent> => item.type === 'event')

/** A sample value per ABI type (mixed-case addresses: the decoders must checksum like viem). */
function sample(parameter: AbiParameter, index: number): unknown {
  const address = `0x${String(index + 1)
    .repeat(40)
    .slice(0, 38)}aB`
  switch (parameter.type) {
    case 'address':
      return address.toLowerCase()
    case 'address[]':
      return [address.toLowerCase(), '0x00000000000000000000000000000000000000ff']
    case 'bytes32':
      return pad(`0x${(index + 10).toString(16)}`)
    case 'bytes':
      return index % 2 === 0 ? '0x' : '0xdeadbeef0102'
    case 'uint8':
      return 1
    default:
      return BigInt(1_000 + index)
  }
}

function logOf(event: AbiEvent) {
  const values = event.inputs.map(sample)
  const args = Object.fromEntries(
    event.inputs.flatMap((input, index) =>
      input.indexed && input.name ? [[input.name, values[index]]] : [],
    ),
  )
  const topics = encodeEventTopics({ abi: [event], args })
  const nonIndexed = event.inputs.filter((input) => !input.indexed)
  const data = encodeAbiParameters(
    nonIndexed,
    event.inputs.flatMap((input, index) => (input.indexed ? [] : [values[index]])),
  )
  const [signature, ...rest] = topics.filter((topic): topic is Hex => typeof topic === 'string')
  if (!signature) throw new Error(`No topic0 for ${event.name}`)
  const withSignature: [Hex, ...Hex[]] = [signature, ...rest]
  return { topics: withSignature, data }
}

describe('decodeSafeLog', () => {
  it('knows exactly the topics the indexer asks the node for', () => {
    expect(new Set(decodedSafeEventTopics)).toEqual(new Set(safeEventTopics))
  })

  it.each(events.map((event) => [event.name, event] as const))('decodes %s as viem does', (_, event) => {
    const log = logOf(event)
    expect(decodeSafeLog(log)).toEqual(decodeEventLog({ abi: safeEventsAbi, ...log, strict: true }))
  })

  it('skips what strict decoding rejects: unindexed (pre-1.4.1) arguments, short data, other events', () => {
    const addedOwner13 = {
      topics: [toEventSelector('AddedOwner(address)')] satisfies [Hex],
      data: encodeAbiParameters([{ type: 'address' }], ['0x1111111111111111111111111111111111111111']),
    }
    expect(() => decodeEventLog({ abi: safeEventsAbi, ...addedOwner13, strict: true })).toThrow()
    expect(decodeSafeLog(addedOwner13)).toBeUndefined()

    const multisig = events.find((event) => event.name === 'SafeMultiSigTransaction')
    if (!multisig) throw new Error('No SafeMultiSigTransaction in the ABI')
    const full = logOf(multisig)
    const truncated = { ...full, data: `0x${full.data.slice(2, 200)}` as const }
    expect(decodeSafeLog(truncated)).toBeUndefined()
    expect(decodeSafeLog({ topics: [], data: '0x' })).toBeUndefined()
    expect(
      decodeSafeLog({ topics: [transferTopic, pad('0x01'), pad('0x02')], data: pad('0x05') }),
    ).toBeUndefined()
  })
})
