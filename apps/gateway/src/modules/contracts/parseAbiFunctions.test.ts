import { describe, expect, it } from 'vitest'
import { parseAbiFunctions } from './parseAbiFunctions.ts'

describe('parseAbiFunctions', () => {
  it('keeps well-formed functions, tuples included, and skips everything else', () => {
    const abi = JSON.stringify([
      {
        type: 'function',
        name: 'pay',
        inputs: [
          { name: 'to', type: 'address' },
          { name: 'amount', type: 'uint256' },
        ],
      },
      {
        type: 'function',
        name: 'batch',
        inputs: [
          {
            name: 'calls',
            type: 'tuple[]',
            components: [
              { name: 'target', type: 'address' },
              { name: 'data', type: 'bytes' },
            ],
          },
        ],
      },
      { type: 'event', name: 'Paid', inputs: [] },
      { type: 'function', name: 'bad name', inputs: [] },
      { type: 'function', name: 'weird', inputs: [{ name: 'x', type: 'uint256; drop' }] },
      'not an object',
    ])
    const functions = parseAbiFunctions(abi)
    expect(functions.map((fn) => fn.name)).toEqual(['pay', 'batch'])
    expect(functions[1]?.inputs[0]).toMatchObject({ name: 'calls', type: 'tuple[]' })
  })

  it('reads nothing from null or invalid JSON', () => {
    expect(parseAbiFunctions(null)).toEqual([])
    expect(parseAbiFunctions('{oops')).toEqual([])
    expect(parseAbiFunctions('{"type":"function"}')).toEqual([])
  })
})
