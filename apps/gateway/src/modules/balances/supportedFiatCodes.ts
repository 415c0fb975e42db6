/** CGW HEAD's default list (gateway-contract.md §7.6), in its order. */
export const supportedFiatCodes = [
  'USD',
  'EUR',
  'ETH',
  'AUD',
  'BTC',
  'CAD',
  'CHF',
  'CNY',
  'GBP',
  'INR',
  'JPY',
  'KRW',
  'NZD',
  'RUB',
  'TRY',
  'ZAR',
] as const

const supported = new Set<string>(supportedFiatCodes)

/** Path `{currency}` is case-insensitive; an unsupported code is valued without prices. */
export function isSupportedFiatCode(code: string): boolean {
  return supported.has(code.toUpperCase())
}
