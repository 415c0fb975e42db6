/** A unit price in some fiat currency. */
export type Price = {
  /** Unit price scaled by 10^fiatScale (see fiatDecimal.ts). */
  scaled: bigint
  /** Percent change over 24 h as a plain decimal string, or null when unknown. */
  change24h: string | null
}

export type PriceQuery = {
  chainId: number
  /** Lower-case fiat code, e.g. `usd`. */
  currency: string
  /** Checksummed ERC-20 addresses. */
  tokens: readonly string[]
}

/** Prices that were found; anything missing is valued at "0". */
export type Prices = { native: Price | null; tokens: ReadonlyMap<string, Price> }

/**
 * Where balances get their fiat values. Implementations never throw: a failing provider yields no
 * prices, so balances still answer.
 */
export interface PriceSource {
  getPrices(query: PriceQuery): Promise<Prices>
}

export const noPrices: Prices = { native: null, tokens: new Map() }

/** `prices.type = "none"`: every fiat value is "0". */
export const nonePriceSource: PriceSource = {
  async getPrices() {
    return noPrices
  },
}
