import { type Address, formatUnits } from 'viem'

/**
 * How the transfer is listed in the wallet's Recent Transactions: "Add 1 ETH to Safe 0x39…3Db8". The
 * amount is exact, as typed; the address is shortened the way RainbowKit shortens accounts.
 */
export function toAddFundsDescription({
  value,
  decimals,
  symbol,
  safe,
}: {
  value: bigint
  decimals: number
  symbol: string
  safe: Address
}): string {
  return `Add ${formatUnits(value, decimals)} ${symbol} to Safe ${safe.slice(0, 4)}…${safe.slice(-4)}`
}
