import { safeDeployments } from '@coffer/safe'
import type { ChainConfig } from '../../config.ts'
import type { ChainInfo } from './chains.schema.ts'
import { toChainFeatures } from './toChainFeatures.ts'

/**
 * Maps a configured chain to CGW's ChainInfo. `transactionService` points at this gateway (it is the
 * indexer). `contractAddresses`, which CGW stopped sending in 2026, is kept with the canonical Safe 1.4.1
 * deployments: safe-deployments does not list them for local chain ids, so the web app needs them here.
 * `features` say what the gateway serves (`toChainFeatures`): `EMAIL` exactly when it can send email,
 * `RECOVERY` and `PROPOSERS` always, so any client learns from the chain config it already reads.
 * A chain without a block explorer gets the web app's built-in one (`<webUrl>/explorer/<chainId>/…`).
 */
export function toChainInfo(
  chain: ChainConfig,
  {
    transactionService,
    webUrl,
    email = false,
  }: { transactionService: string; webUrl: string; email?: boolean },
): ChainInfo {
  const publicRpcUri = {
    authentication: 'NO_AUTHENTICATION' as const,
    value: chain.publicRpcUrl ?? chain.rpcUrl,
  }
  return {
    chainId: String(chain.chainId),
    chainName: chain.name,
    description: chain.description,
    chainLogoUri: chain.chainLogoUri,
    l2: chain.l2,
    isTestnet: chain.isTestnet,
    zk: chain.zk,
    shortName: chain.shortName,
    nativeCurrency: chain.nativeCurrency,
    transactionService,
    blockExplorerUriTemplate: toExplorerTemplates(chain.blockExplorer, webUrl, chain.chainId),
    beaconChainExplorerUriTemplate: { publicKey: null },
    disabledWallets: chain.disabledWallets,
    ensRegistryAddress: chain.ensRegistryAddress,
    balancesProvider: { chainName: null, enabled: false },
    features: toChainFeatures(chain.features, { email }),
    gasPrice: chain.gasPrice,
    // The gateway's own RPC URL may carry a key: browsers only ever get the public one.
    publicRpcUri,
    rpcUri: publicRpcUri,
    safeAppsRpcUri: publicRpcUri,
    theme: chain.theme,
    recommendedMasterCopyVersion: chain.recommendedMasterCopyVersion,
    relayer: null,
    contractAddresses: {
      safeSingletonAddress: chain.l2 ? safeDeployments.safeL2 : safeDeployments.safe,
      safeProxyFactoryAddress: safeDeployments.safeProxyFactory,
      multiSendAddress: safeDeployments.multiSend,
      multiSendCallOnlyAddress: safeDeployments.multiSendCallOnly,
      fallbackHandlerAddress: safeDeployments.compatibilityFallbackHandler,
      signMessageLibAddress: safeDeployments.signMessageLib,
      createCallAddress: safeDeployments.createCall,
      simulateTxAccessorAddress: safeDeployments.simulateTxAccessor,
      safeWebAuthnSignerFactoryAddress: null,
    },
  }
}

type ExplorerTemplates = ChainInfo['blockExplorerUriTemplate']

/**
 * The chain's explorer templates, each empty one pointing at the web app's built-in explorer instead:
 * clients build URLs from these unconditionally (Safe's web app calls `new URL()` on them), so an empty
 * template breaks them. The built-in explorer has no Etherscan-style API; its `api` template leads to
 * its page, which says so, rather than to nothing.
 */
export function toExplorerTemplates(
  configured: ExplorerTemplates,
  webUrl: string,
  chainId: number,
): ExplorerTemplates {
  const root = `${webUrl.replace(/\/+$/, '')}/explorer/${chainId}`
  return {
    address: configured.address || `${root}/address/{{address}}`,
    txHash: configured.txHash || `${root}/tx/{{txHash}}`,
    api:
      configured.api ||
      `${root}/api?module={{module}}&action={{action}}&address={{address}}&apiKey={{apiKey}}`,
  }
}
