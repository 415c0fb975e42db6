import type SafeAppsSDK from '@safe-global/safe-apps-sdk'
import type { ChainInfo, SafeInfoExtended } from '@safe-global/safe-apps-sdk'
import { useAccount, useConnect } from 'wagmi'
import { Balances } from './components/Balances.tsx'
import { SendTransaction } from './components/SendTransaction.tsx'
import { SignMessage } from './components/SignMessage.tsx'

export type AppProps = { sdk: SafeAppsSDK; safe: SafeInfoExtended; chain: ChainInfo }

/** A dapp as dapps are written with wagmi: the account, chain and actions come from wagmi's hooks. */
export function App({ sdk, safe, chain }: AppProps) {
  const account = useAccount()
  const { connect, connectors, error, isPending } = useConnect()

  return (
    <main className="page">
      <header className="card">
        <h1>Wagmi Dapp</h1>
        <p className="muted">Connected through wagmi’s Safe connector: the account is the Safe.</p>
        {account.status === 'connected' ? (
          <dl>
            <dt>Account</dt>
            <dd className="mono">{account.address}</dd>
            <dt>Chain</dt>
            <dd>
              {account.chain?.name ?? chain.chainName} ({account.chainId})
            </dd>
            <dt>Owners</dt>
            <dd>
              {safe.threshold} of {safe.owners.length} must sign
            </dd>
          </dl>
        ) : (
          <div className="row">
            <p role="status">{account.status === 'disconnected' ? 'Not connected.' : 'Connecting…'}</p>
            {account.status === 'disconnected' &&
              connectors.map((connector) => (
                <button
                  key={connector.uid}
                  type="button"
                  className="primary"
                  disabled={isPending}
                  onClick={() => connect({ connector })}
                >
                  Connect the {connector.name}
                </button>
              ))}
            {error && <p className="notice error">{error.message}</p>}
          </div>
        )}
      </header>
      {account.status === 'connected' && (
        <>
          <Balances sdk={sdk} address={account.address} nativeSymbol={chain.nativeCurrency.symbol} />
          <SendTransaction nativeSymbol={chain.nativeCurrency.symbol} />
          <SignMessage safe={account.address} />
        </>
      )}
    </main>
  )
}
