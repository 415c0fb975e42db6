import { type ChainInfo, ChainInfoSchema } from '../gateway/ChainInfoSchema.ts'

/** A schema-valid ChainInfo (the local devchain by default) for tests. */
export function buildChainInfo(overrides: Partial<ChainInfo> = {}): ChainInfo {
  return ChainInfoSchema.parse({
    chainId: '31337',
    chainName: 'Coffer Devchain',
    shortName: 'coffer',
    description: 'Local development chain',
    chainLogoUri: null,
    isTestnet: true,
    l2: true,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18, logoUri: '' },
    rpcUri: { authentication: 'NO_AUTHENTICATION', value: 'http://127.0.0.1:8545' },
    publicRpcUri: { authentication: 'NO_AUTHENTICATION', value: 'http://127.0.0.1:8545' },
    blockExplorerUriTemplate: { address: '', txHash: '', api: '' },
    theme: { textColor: '#ffffff', backgroundColor: '#0e76fd' },
    features: [],
    ...overrides,
  })
}
