import type { DataDecodedParameter } from './DataDecodedSchema.ts'

/** The ERC-20 calls whose amount a person reads in tokens: method, its parameter types, the amount's position. */
const amountCalls: readonly { method: string; types: readonly string[]; amountAt: number }[] = [
  { method: 'transfer', types: ['address', 'uint256'], amountAt: 1 },
  { method: 'approve', types: ['address', 'uint256'], amountAt: 1 },
  { method: 'transferFrom', types: ['address', 'address', 'uint256'], amountAt: 2 },
  { method: 'increaseAllowance', types: ['address', 'uint256'], amountAt: 1 },
  { method: 'decreaseAllowance', types: ['address', 'uint256'], amountAt: 1 },
]

/**
 * Which parameter of a decoded call is an ERC-20 amount, if the call is one of the standard ones: matched by
 * method and the whole parameter list, so a contract's own `transfer(uint256,address)` is left as sent.
 */
export function findErc20AmountIndex(
  method: string,
  parameters: readonly Pick<DataDecodedParameter, 'type'>[],
): number | undefined {
  const call = amountCalls.find(
    (candidate) =>
      candidate.method === method &&
      candidate.types.length === parameters.length &&
      candidate.types.every((type, index) => parameters[index]?.type === type),
  )
  return call?.amountAt
}

const maxUint256 = (1n << 256n) - 1n

/** An approval of 2^256-1: the allowance never runs out (what "Unlimited" means in every wallet). */
export function isUnlimitedAmount(method: string, value: string): boolean {
  return (
    (method === 'approve' || method === 'increaseAllowance') &&
    /^\d+$/.test(value) &&
    BigInt(value) === maxUint256
  )
}
