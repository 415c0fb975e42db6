import type SafeAppsSDK from '@safe-global/safe-apps-sdk'
import { useQuery } from '@tanstack/react-query'
import { useId } from 'react'
import { type Address, formatUnits } from 'viem'
import { useBalance } from 'wagmi'

/**
 * The native balance read with wagmi (`eth_getBalance` through the host), and the token list the host's
 * gateway knows (the SDK's `getSafeBalances`).
 */
export function Balances({
  sdk,
  address,
  nativeSymbol,
}: {
  sdk: SafeAppsSDK
  address: Address
  nativeSymbol: string
}) {
  const id = useId()
  const native = useBalance({ address })
  const tokens = useQuery({
    queryKey: ['safe-balances', address],
    queryFn: () => sdk.safe.experimental_getBalances({ currency: 'usd' }),
  })
  const tokenItems = (tokens.data?.items ?? []).filter((item) => item.tokenInfo.type !== 'NATIVE_TOKEN')

  return (
    <section className="card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Balances</h2>
      <dl>
        <dt>{nativeSymbol}</dt>
        <dd>
          {native.data
            ? formatUnits(native.data.value, native.data.decimals)
            : native.isError
              ? 'Could not be read'
              : 'Reading…'}
        </dd>
        {tokenItems.map((item) => (
          <TokenBalance
            key={item.tokenInfo.address}
            symbol={item.tokenInfo.symbol}
            name={item.tokenInfo.name}
            balance={item.balance}
            decimals={item.tokenInfo.decimals ?? 0}
          />
        ))}
      </dl>
      {tokens.isError && <p className="notice error">The Safe’s token balances could not be read.</p>}
      <div className="row">
        <button
          type="button"
          onClick={() => {
            void native.refetch()
            void tokens.refetch()
          }}
        >
          Refresh
        </button>
      </div>
    </section>
  )
}

function TokenBalance({
  symbol,
  name,
  balance,
  decimals,
}: {
  symbol: string
  name: string
  balance: string
  decimals: number
}) {
  const amount = /^\d+$/.test(balance) ? formatUnits(BigInt(balance), decimals) : balance
  return (
    <>
      <dt title={name}>{symbol}</dt>
      <dd>{amount}</dd>
    </>
  )
}
