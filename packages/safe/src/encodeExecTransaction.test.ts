import { decodeFunctionData, zeroAddress } from 'viem'
import { expect, test } from 'vitest'
import { safeAbi } from './abis/safeAbi.ts'
import { encodeExecTransaction } from './encodeExecTransaction.ts'
import { toSafeTx } from './safeTx.ts'

test('encodes execTransaction with the SafeTx fields in the contract order and the signatures last', () => {
  const safeTx = toSafeTx({ to: '0x000000000000000000000000000000000000dEaD', value: 7n, nonce: 3n })
  const signatures = `0x${'11'.repeat(65)}` as const
  const { functionName, args } = decodeFunctionData({
    abi: safeAbi,
    data: encodeExecTransaction(safeTx, signatures),
  })
  expect(functionName).toBe('execTransaction')
  expect(args).toEqual([safeTx.to, 7n, '0x', 0, 0n, 0n, 0n, zeroAddress, zeroAddress, signatures])
})
