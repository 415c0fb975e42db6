import { formatUnits } from 'viem'
import type { TokenRow } from '../../../db/tables/safeData.ts'
import type { DataDecoded } from '../../decoder/decoder.types.ts'

const maxUint256 = (1n << 256n) - 1n
const shortAddress = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`

/**
 * An ERC-20 `approve(address,uint256)` of a token the gateway knows, in words for `humanDescription`
 * (gateway-contract.md §6.3 lists `approve`): "Approve 1 CDT for Uniswap", "Approve unlimited CDT for
 * 0x1234…abcd". A row then says what it grants and to whom, not that it calls the token. Undefined for
 * anything else (an NFT's `approve(address,uint256)` names a token id, not an amount).
 */
export function describeErc20Approval(
  decoded: DataDecoded | null,
  token: TokenRow | undefined,
  spenderName: (address: string) => string | null,
): string | undefined {
  if (token?.type !== 'ERC20' || token.decimals === null || decoded?.method !== 'approve') return
  const [spender, amount] = decoded.parameters ?? []
  if (spender?.type !== 'address' || amount?.type !== 'uint256') return
  if (typeof spender.value !== 'string' || typeof amount.value !== 'string' || !/^\d+$/.test(amount.value))
    return
  const value = BigInt(amount.value)
  const allowance = value === maxUint256 ? 'unlimited' : formatUnits(value, token.decimals)
  const who = spenderName(spender.value) ?? shortAddress(spender.value)
  return `Approve ${allowance} ${token.symbol} for ${who}`
}
