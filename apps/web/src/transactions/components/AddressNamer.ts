import type { ChainInfo } from '../../gateway/ChainInfoSchema.ts'
import { findExplorerUrl } from '../../gateway/findExplorerUrl.ts'

/**
 * How the details views name and link an address: the person's own name for it (address book) first,
 * then the gateway's (AddressEx or the call's addressInfoIndex).
 */
export type AddressNamer = {
  chain: ChainInfo
  nameOf: (address: string) => string | undefined
}

export function resolveAddress(namer: AddressNamer, address: string, gatewayName: string | null | undefined) {
  return {
    name: namer.nameOf(address) ?? gatewayName ?? null,
    explorerUrl: findExplorerUrl(namer.chain, { address }),
  }
}
