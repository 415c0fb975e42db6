import type { DataDecoded, DecodedValue, InternalTransaction } from '../../decoder/decoder.types.ts'
import { sameAddress } from './mappingContext.ts'

const shortAddress = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`

function parameter(action: InternalTransaction, name: string): DecodedValue | undefined {
  return action.dataDecoded?.parameters?.find((entry) => entry.name === name)?.value
}

function text(value: DecodedValue | undefined): string | undefined {
  return typeof value === 'string' ? value : undefined
}

/** One owner change of the Safe in words, or undefined for any other call. */
function describeAction(safe: string, action: InternalTransaction): string | undefined {
  if (action.operation !== 0 || !sameAddress(action.to, safe) || (action.value ?? '0') !== '0')
    return undefined
  const method = action.dataDecoded?.method
  const owner = text(parameter(action, 'owner'))
  const threshold = text(parameter(action, '_threshold'))
  switch (method) {
    case 'addOwnerWithThreshold':
      return owner && threshold && `add ${shortAddress(owner)}`
    case 'removeOwner':
      return owner && threshold && `remove ${shortAddress(owner)}`
    case 'swapOwner': {
      const oldOwner = text(parameter(action, 'oldOwner'))
      const newOwner = text(parameter(action, 'newOwner'))
      return oldOwner && newOwner && `replace ${shortAddress(oldOwner)} by ${shortAddress(newOwner)}`
    }
    case 'changeThreshold':
      return threshold && `threshold ${threshold}`
    default:
      return undefined
  }
}

/**
 * A MultiSend that only changes the Safe's owners and threshold (a recovery, or owners editing several at
 * once), in words for `humanDescription`: "Owner changes: add 0x976E…0aa9, remove 0x7099…79C8, threshold 1".
 * Undefined when any action does something else.
 */
export function describeSettingsBatch(safe: string, decoded: DataDecoded | null): string | undefined {
  const actions = decoded?.method === 'multiSend' ? decoded.parameters?.[0]?.valueDecoded : undefined
  if (!actions || actions.length === 0) return undefined
  const words = actions.map((action) => describeAction(safe, action))
  if (words.some((word) => word === undefined)) return undefined
  // Each add and remove carries the threshold it leaves; the last one is what the Safe ends with.
  const last = [...actions]
    .reverse()
    .map((action) => text(parameter(action, '_threshold')))
    .find((value) => value !== undefined)
  const changes = words.filter((word) => !word?.startsWith('threshold '))
  return `Owner changes: ${[...changes, ...(last ? [`threshold ${last}`] : [])].join(', ')}`
}
