import type { Chain } from 'viem'
import type { ChainInfo } from '../../gateway/ChainInfoSchema.ts'
import { findExplorerBaseUrl } from '../../gateway/findExplorerUrl.ts'

/** RainbowKit's own chain type: a viem Chain plus an optional icon. */
export type WalletChain = Chain & { iconUrl?: string; iconBackground?: string }

// Chains RainbowKit already draws a bundled icon for; others get a generated badge so that no
// icon is fetched from a third-party host (the CSP forbids it).
const chainsWithBundledIcons = new Set([
  1, 10, 56, 100, 137, 324, 8453, 42161, 42220, 43114, 59144, 84532, 11155111,
])

/** A small SVG badge with the chain's initial in its own theme colours, as a data: URL. */
export function chainBadgeDataUrl(chain: Pick<ChainInfo, 'chainName' | 'theme'>): string {
  const letter = (chain.chainName.trim()[0] ?? '?').toUpperCase()
  const safeColour = (colour: string, fallback: string) =>
    /^#[0-9a-f]{3,8}$/i.test(colour) ? colour : fallback
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 28 28"><rect width="28" height="28" rx="14" fill="${safeColour(chain.theme.backgroundColor, '#5f5afa')}"/><text x="14" y="19" font-family="system-ui,sans-serif" font-size="15" font-weight="700" text-anchor="middle" fill="${safeColour(chain.theme.textColor, '#ffffff')}">${letter.replace(/[<>&"']/g, '')}</text></svg>`
  return `data:image/svg+xml,${encodeURIComponent(svg)}`
}

function isSelfHostedOrInline(uri: string | null): uri is string {
  if (!uri) return false
  if (uri.startsWith('data:image/')) return true
  if (typeof window === 'undefined') return false
  try {
    return new URL(uri, window.location.href).origin === window.location.origin
  } catch {
    return false
  }
}

/** Maps the gateway's ChainInfo (§5.2) to the viem Chain wagmi and RainbowKit work with. */
export function chainInfoToViemChain(info: ChainInfo): WalletChain {
  const id = Number(info.chainId)
  const explorer = findExplorerBaseUrl(info)
  const publicRpc = info.publicRpcUri?.value
  const iconUrl = isSelfHostedOrInline(info.chainLogoUri)
    ? info.chainLogoUri
    : chainsWithBundledIcons.has(id)
      ? undefined
      : chainBadgeDataUrl(info)
  return {
    id,
    name: info.chainName,
    nativeCurrency: {
      name: info.nativeCurrency.name,
      symbol: info.nativeCurrency.symbol,
      decimals: info.nativeCurrency.decimals,
    },
    rpcUrls: {
      default: { http: [info.rpcUri.value] },
      ...(publicRpc ? { public: { http: [publicRpc] } } : {}),
    },
    ...(explorer
      ? { blockExplorers: { default: { name: `${info.chainName} explorer`, url: explorer } } }
      : {}),
    testnet: info.isTestnet,
    ...(iconUrl ? { iconUrl, iconBackground: info.theme.backgroundColor } : {}),
  }
}
