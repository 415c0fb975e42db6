import { plainAddress } from '../../contracts/addressInfo.ts'
import type { DataDecoded } from '../../decoder/decoder.types.ts'
import type { SettingsInfo } from '../transactions.schema.ts'
import { stringParameter } from './decodedParameters.ts'
import { contractNamed, type MappingContext, sameAddress, zeroAddress } from './mappingContext.ts'

/** Safe methods whose self-call is a settings change (gateway-contract.md §6.3 rule 8). */
export const settingsMethods: ReadonlySet<string> = new Set([
  'addOwnerWithThreshold',
  'removeOwner',
  'swapOwner',
  'changeThreshold',
  'changeMasterCopy',
  'enableModule',
  'disableModule',
  'setFallbackHandler',
  'setGuard',
  'setModuleGuard',
])

/** The SettingsInfo of a decoded Safe self-call; null when its parameters cannot be read. */
export function toSettingsInfo(decoded: DataDecoded, ctx: MappingContext): SettingsInfo | null {
  const p = (index: number) => stringParameter(decoded, index)
  const threshold = (index: number) => {
    const value = p(index)
    return value !== undefined && /^\d{1,15}$/.test(value) ? Number(value) : undefined
  }
  switch (decoded.method) {
    case 'addOwnerWithThreshold': {
      const [owner, t] = [p(0), threshold(1)]
      return owner !== undefined && t !== undefined
        ? { type: 'ADD_OWNER', owner: plainAddress(owner), threshold: t }
        : null
    }
    case 'removeOwner': {
      const [owner, t] = [p(1), threshold(2)]
      return owner !== undefined && t !== undefined
        ? { type: 'REMOVE_OWNER', owner: plainAddress(owner), threshold: t }
        : null
    }
    case 'swapOwner': {
      const [oldOwner, newOwner] = [p(1), p(2)]
      return oldOwner !== undefined && newOwner !== undefined
        ? { type: 'SWAP_OWNER', oldOwner: plainAddress(oldOwner), newOwner: plainAddress(newOwner) }
        : null
    }
    case 'changeThreshold': {
      const t = threshold(0)
      return t !== undefined ? { type: 'CHANGE_THRESHOLD', threshold: t } : null
    }
    case 'changeMasterCopy': {
      const implementation = p(0)
      return implementation !== undefined
        ? { type: 'CHANGE_MASTER_COPY', implementation: contractNamed(ctx, implementation) }
        : null
    }
    case 'enableModule': {
      const module = p(0)
      return module !== undefined ? { type: 'ENABLE_MODULE', module: contractNamed(ctx, module) } : null
    }
    case 'disableModule': {
      const module = p(1)
      return module !== undefined ? { type: 'DISABLE_MODULE', module: contractNamed(ctx, module) } : null
    }
    case 'setFallbackHandler': {
      const handler = p(0)
      return handler !== undefined
        ? { type: 'SET_FALLBACK_HANDLER', handler: contractNamed(ctx, handler) }
        : null
    }
    case 'setGuard': {
      const guard = p(0)
      if (guard === undefined) return null
      return sameAddress(guard, zeroAddress)
        ? { type: 'DELETE_GUARD' }
        : { type: 'SET_GUARD', guard: contractNamed(ctx, guard) }
    }
    case 'setModuleGuard': {
      const guard = p(0)
      if (guard === undefined) return null
      return sameAddress(guard, zeroAddress)
        ? { type: 'DELETE_MODULE_GUARD' }
        : { type: 'SET_MODULE_GUARD', moduleGuard: contractNamed(ctx, guard) }
    }
    default:
      return null
  }
}
