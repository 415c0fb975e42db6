import type { Address } from 'viem'
import * as z from 'zod/mini'
import { useStoredValue } from '../../../config/storedValue.ts'
import { AddressSchema } from '../../../gateway/SafeInfoSchema.ts'

const HiddenTokensSchema = z.catch(z.array(AddressSchema), [])
const noneHidden: Address[] = []

export function hiddenTokensStorageKey(chainId: string, safeAddress: string): string {
  return `coffer.hiddenTokens.${chainId}.${safeAddress.toLowerCase()}`
}

/** The tokens the person hid for one Safe on one chain, kept in this browser. */
export function useHiddenTokens(chainId: string, safeAddress: string) {
  return useStoredValue(hiddenTokensStorageKey(chainId, safeAddress), HiddenTokensSchema, noneHidden)
}
