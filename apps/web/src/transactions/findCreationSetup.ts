import { decodeSafeSetup } from '@coffer/safe'
import { type Address, isHex, zeroAddress } from 'viem'

/** What a Safe was set up with at its creation. */
export type CreationSetup = {
  owners: readonly Address[]
  threshold: number
  /** null when it was created without one. */
  fallbackHandler: Address | null
}

/**
 * The owners, threshold and fallback handler of a creation, read in the browser from the setup call's
 * bytes the gateway stored (not from its decoding); undefined when the bytes are not a `setup` call.
 */
export function findCreationSetup(hexData: string | null | undefined): CreationSetup | undefined {
  if (!hexData || !isHex(hexData)) return undefined
  try {
    const setup = decodeSafeSetup(hexData)
    return {
      owners: setup.owners,
      threshold: Number(setup.threshold),
      fallbackHandler: setup.fallbackHandler === zeroAddress ? null : setup.fallbackHandler,
    }
  } catch {
    return undefined
  }
}
