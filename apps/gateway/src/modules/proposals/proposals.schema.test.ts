import { describe, expect, test } from 'vitest'
import { ProposeBodySchema } from './proposals.schema.ts'

const owner = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'
const body = {
  to: owner,
  value: '1',
  data: '0x',
  nonce: '0',
  operation: 0,
  safeTxGas: '0',
  baseGas: '0',
  gasPrice: '0',
  gasToken: '0x0000000000000000000000000000000000000000',
  refundReceiver: null,
  safeTxHash: `0x${'11'.repeat(32)}`,
  sender: owner,
}

describe('ProposeBodySchema', () => {
  const numericFields = ['value', 'nonce', 'safeTxGas', 'baseGas', 'gasPrice'] as const
  // Each of these once reached BigInt() after the regex had failed, which threw: a 500, not a 422.
  const notDecimal = ['abc', '0x', '0x10', '1e18', '٣', '-1', ' 1', '1.0', '']

  test.each(numericFields.flatMap((field) => notDecimal.map((value) => ({ field, value }))))(
    'refuses $field = "$value" as an issue, never by throwing',
    ({ field, value }) => {
      const result = ProposeBodySchema.safeParse({ ...body, [field]: value })
      expect(result.success).toBe(false)
      expect(result.error?.issues[0]).toMatchObject({
        path: [field],
        message: 'Invalid base-10 numeric string',
      })
    },
  )

  test('takes a uint256 and refuses 2^256', () => {
    const max = (2n ** 256n - 1n).toString()
    expect(ProposeBodySchema.safeParse({ ...body, value: max }).success).toBe(true)
    expect(ProposeBodySchema.safeParse({ ...body, value: (2n ** 256n).toString() }).error?.issues).toEqual([
      expect.objectContaining({ path: ['value'], message: 'Invalid base-10 numeric string' }),
    ])
  })
})
