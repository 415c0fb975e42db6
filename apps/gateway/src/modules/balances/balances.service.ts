import { getAddress, zeroAddress } from 'viem'
import type { Deps } from '../../deps.ts'
import { UpstreamError } from '../../errors.ts'
import { getChainRuntime } from '../chains/getChainRuntime.ts'
import { getSafeState, type OnUnknownSafe } from '../safes/index.ts'
import { listSafeErc20Tokens } from './balances.repository.ts'
import type { Balance, Balances } from './balances.schema.ts'
import { formatScaledDecimal, toFiatBalance } from './fiatDecimal.ts'
import { noPrices, type Price, type PriceSource } from './prices/priceSource.ts'
import { readTokenBalances } from './readTokenBalances.ts'
import { isSupportedFiatCode } from './supportedFiatCodes.ts'

export type BalancesDeps = Pick<Deps, 'db' | 'chains'> & {
  prices: PriceSource
  onUnknownSafe?: OnUnknownSafe
}

export type GetBalancesParameters = {
  chainId: string
  safeAddress: string
  currency: string
  trusted: boolean
  includeZeroBalances: boolean
}

type Valued = { item: Balance; fiat: bigint; order: number }

/**
 * gateway-contract.md §7.5: the native coin (always) and every ERC-20 the Safe ever moved, read from the
 * chain now, valued with the configured price source, richest first.
 */
export async function getBalances(deps: BalancesDeps, params: GetBalancesParameters): Promise<Balances> {
  const chain = getChainRuntime(deps, params.chainId)
  const state = await getSafeState(deps, params)
  const chainId = chain.config.chainId
  const owner = getAddress(state.address)
  const tokens = await listSafeErc20Tokens(deps.db, {
    chainId,
    safe: state.address,
    trustedOnly: params.trusted,
  })
  const [native, tokenBalances] = await Promise.all([
    chain.client.getBalance({ address: owner }),
    readTokenBalances(chain, { owner, tokens: tokens.map((token) => getAddress(token.address)) }),
  ]).catch((cause: unknown) => {
    throw new UpstreamError(`Cannot read balances on chain ${chainId}`, { cause })
  })

  const held = tokens.flatMap((token) => {
    const balance = tokenBalances.get(getAddress(token.address))
    if (balance === null || balance === undefined) return []
    if (balance === 0n && !params.includeZeroBalances) return []
    return [{ token, balance }]
  })
  const currency = params.currency.toLowerCase()
  const prices = isSupportedFiatCode(currency)
    ? await deps.prices.getPrices({
        chainId,
        currency,
        tokens: held.filter(({ balance }) => balance > 0n).map(({ token }) => token.address),
      })
    : noPrices

  const { nativeCurrency } = chain.config
  const valued: Valued[] = [
    value(
      {
        type: 'NATIVE_TOKEN',
        address: zeroAddress,
        decimals: nativeCurrency.decimals,
        symbol: nativeCurrency.symbol,
        name: nativeCurrency.name,
        logoUri: nativeCurrency.logoUri,
      },
      native,
      prices.native,
      0,
    ),
    ...held.map(({ token, balance }, i) =>
      value(
        {
          type: 'ERC20',
          address: token.address,
          decimals: token.decimals,
          symbol: token.symbol,
          name: token.name,
          logoUri: token.logoUri ?? '',
        },
        balance,
        prices.tokens.get(token.address) ?? null,
        i + 1,
      ),
    ),
  ]
  valued.sort((a, b) => (a.fiat === b.fiat ? a.order - b.order : a.fiat > b.fiat ? -1 : 1))
  const total = valued.reduce((sum, { fiat }) => sum + fiat, 0n)
  return { fiatTotal: formatScaledDecimal(total), items: valued.map(({ item }) => item) }
}

function value(tokenInfo: Balance['tokenInfo'], balance: bigint, price: Price | null, order: number): Valued {
  const fiat = price ? toFiatBalance(balance, tokenInfo.decimals, price.scaled) : 0n
  return {
    item: {
      tokenInfo,
      balance: balance.toString(),
      fiatBalance: formatScaledDecimal(fiat),
      fiatConversion: price ? formatScaledDecimal(price.scaled) : '0',
      fiatBalance24hChange: price?.change24h ?? null,
    },
    fiat,
    order,
  }
}
