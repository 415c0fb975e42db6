import {
  type Address,
  concat,
  encodeAbiParameters,
  encodeFunctionData,
  encodePacked,
  getAddress,
  getContractAddress,
  type Hex,
  keccak256,
} from 'viem'
import { delayModifierAbi } from './abis/delayModifierAbi.ts'
import { moduleProxyFactoryAbi } from './abis/moduleProxyFactoryAbi.ts'
import { multiSendAbi } from './abis/multiSendAbi.ts'
import { safeAbi } from './abis/safeAbi.ts'
import { encodeMultiSendTransactions } from './multiSend.ts'
import { safeDeployments } from './safeDeployments.ts'
import { zodiacDeployments } from './zodiacDeployments.ts'

/**
 * Recovery as the leading product sets it up: a Zodiac Delay modifier enabled as a module of the Safe
 * (its owner, avatar and target), and each recoverer enabled as a module of the Delay. A recoverer
 * queues a transaction on the Delay; after the cooldown anyone executes it, through the Safe; before,
 * the Safe's owners cancel it by moving the Delay's nonce past it.
 */

/** Head of the modules linked lists of the Safe and of the Delay (SENTINEL_MODULES). */
export const sentinelModule: Address = '0x0000000000000000000000000000000000000001'

/** A call the Safe makes itself, one entry of a MultiSendCallOnly batch. */
export type RecoveryCall = { to: Address; value: bigint; data: Hex; operation: 0 }

export type RecoverySettings = {
  recoverers: readonly Address[]
  /** Seconds a proposal waits before it can be executed (the review window). */
  cooldown: bigint
  /** Seconds a proposal stays executable once its window ends; 0 for never expiring. */
  expiration: bigint
}

/**
 * The Delay's refusals, checked before anyone signs: `setUp` and `setTxExpiration` revert below 60
 * seconds, and a module list refuses the zero address, the sentinel and duplicates.
 */
export type RecoverySettingsProblem =
  | { code: 'no_recoverer' }
  | { code: 'invalid_recoverer'; recoverer: Address }
  | { code: 'duplicate_recoverer'; recoverer: Address }
  | { code: 'recoverer_is_safe' }
  | { code: 'expiration_too_short' }
  | { code: 'negative_period' }

export const minimumDelayExpirationSeconds = 60n

export function checkRecoverySettings(
  safe: Address,
  settings: RecoverySettings,
): RecoverySettingsProblem | undefined {
  if (settings.recoverers.length === 0) return { code: 'no_recoverer' }
  const seen = new Set<string>()
  for (const recoverer of settings.recoverers) {
    const lower = recoverer.toLowerCase()
    if (BigInt(recoverer) <= 1n) return { code: 'invalid_recoverer', recoverer }
    if (lower === safe.toLowerCase()) return { code: 'recoverer_is_safe' }
    if (seen.has(lower)) return { code: 'duplicate_recoverer', recoverer }
    seen.add(lower)
  }
  if (settings.cooldown < 0n || settings.expiration < 0n) return { code: 'negative_period' }
  if (settings.expiration !== 0n && settings.expiration < minimumDelayExpirationSeconds)
    return { code: 'expiration_too_short' }
  return undefined
}

/** `Delay.setUp` with the Safe as owner, avatar and target: what the factory calls on the new proxy. */
export function encodeDelaySetUp({
  safe,
  cooldown,
  expiration,
}: {
  safe: Address
  cooldown: bigint
  expiration: bigint
}): Hex {
  return encodeFunctionData({
    abi: delayModifierAbi,
    functionName: 'setUp',
    args: [
      encodeAbiParameters(
        [
          { type: 'address' },
          { type: 'address' },
          { type: 'address' },
          { type: 'uint256' },
          { type: 'uint256' },
        ],
        [safe, safe, safe, cooldown, expiration],
      ),
    ],
  })
}

/** The EIP-1167 proxy code ModuleProxyFactory 1.2.0 creates: its init code, and the runtime code it leaves. */
function moduleProxyInitCode(masterCopy: Address): Hex {
  return concat(['0x602d8060093d393df3363d3d373d3d3d363d73', masterCopy, '0x5af43d82803e903d91602b57fd5bf3'])
}

/** Where `deployModule(masterCopy, initializer, saltNonce)` puts the proxy (CREATE2 from the factory). */
export function predictModuleProxyAddress({
  initializer,
  saltNonce,
  masterCopy = zodiacDeployments.delayMastercopy,
  factory = zodiacDeployments.moduleProxyFactory,
}: {
  initializer: Hex
  saltNonce: bigint
  masterCopy?: Address
  factory?: Address
}): Address {
  const salt = keccak256(encodePacked(['bytes32', 'uint256'], [keccak256(initializer), saltNonce]))
  return getContractAddress({
    opcode: 'CREATE2',
    from: factory,
    salt,
    bytecode: moduleProxyInitCode(masterCopy),
  })
}

/** True for the runtime code of a ModuleProxyFactory proxy of the canonical Delay mastercopy. */
export function isDelayModuleProxyCode(
  code: Hex | undefined,
  masterCopy = zodiacDeployments.delayMastercopy,
): boolean {
  if (!code) return false
  const expected = `0x363d3d373d3d3d363d73${masterCopy.slice(2)}5af43d82803e903d91602b57fd5bf3`
  return code.toLowerCase() === expected.toLowerCase()
}

function safeCall(to: Address, data: Hex): RecoveryCall {
  return { to, value: 0n, data, operation: 0 }
}

/**
 * The calls that set recovery up, in order: deploy the Delay proxy, enable it on the Safe, enable each
 * recoverer on it. `saltNonce` makes the address unique (e.g. the Safe's nonce, or the time).
 */
export function buildRecoverySetupCalls({
  safe,
  settings,
  saltNonce,
}: {
  safe: Address
  settings: RecoverySettings
  saltNonce: bigint
}): { delayModule: Address; calls: RecoveryCall[] } {
  const initializer = encodeDelaySetUp({ safe, cooldown: settings.cooldown, expiration: settings.expiration })
  const delayModule = predictModuleProxyAddress({ initializer, saltNonce })
  return {
    delayModule,
    calls: [
      safeCall(
        zodiacDeployments.moduleProxyFactory,
        encodeFunctionData({
          abi: moduleProxyFactoryAbi,
          functionName: 'deployModule',
          args: [zodiacDeployments.delayMastercopy, initializer, saltNonce],
        }),
      ),
      safeCall(safe, encodeFunctionData({ abi: safeAbi, functionName: 'enableModule', args: [delayModule] })),
      ...settings.recoverers.map((recoverer) =>
        safeCall(
          delayModule,
          encodeFunctionData({ abi: delayModifierAbi, functionName: 'enableModule', args: [recoverer] }),
        ),
      ),
    ],
  }
}

/**
 * `disableModule(prev, module)` for each module to remove from a linked list given head first (as
 * `getModulesPaginated(SENTINEL)` returns it), each `prev` as it is once the earlier removals are done.
 */
function disableModuleArgs(list: readonly Address[], remove: readonly Address[]): [Address, Address][] {
  const current = list.map((module) => getAddress(module))
  const args: [Address, Address][] = []
  for (const module of remove.map((entry) => getAddress(entry))) {
    const index = current.indexOf(module)
    if (index === -1) continue
    args.push([index === 0 ? sentinelModule : (current[index - 1] as Address), module])
    current.splice(index, 1)
  }
  return args
}

/** The calls that move a Delay from its current settings to `next` (recoverers, window, expiry). */
export function buildRecoveryEditCalls({
  delayModule,
  current,
  next,
}: {
  delayModule: Address
  current: RecoverySettings
  next: RecoverySettings
}): RecoveryCall[] {
  const has = (list: readonly Address[], address: Address) =>
    list.some((entry) => entry.toLowerCase() === address.toLowerCase())
  const removed = current.recoverers.filter((recoverer) => !has(next.recoverers, recoverer))
  const added = next.recoverers.filter((recoverer) => !has(current.recoverers, recoverer))
  const call = (data: Hex) => safeCall(delayModule, data)
  return [
    ...added.map((recoverer) =>
      call(encodeFunctionData({ abi: delayModifierAbi, functionName: 'enableModule', args: [recoverer] })),
    ),
    // Enabled modules sit at the head of the list, before the ones being removed.
    ...disableModuleArgs([...added, ...current.recoverers], removed).map((args) =>
      call(encodeFunctionData({ abi: delayModifierAbi, functionName: 'disableModule', args })),
    ),
    ...(next.cooldown === current.cooldown
      ? []
      : [
          call(
            encodeFunctionData({
              abi: delayModifierAbi,
              functionName: 'setTxCooldown',
              args: [next.cooldown],
            }),
          ),
        ]),
    ...(next.expiration === current.expiration
      ? []
      : [
          call(
            encodeFunctionData({
              abi: delayModifierAbi,
              functionName: 'setTxExpiration',
              args: [next.expiration],
            }),
          ),
        ]),
  ]
}

/** Removes recovery: the Safe disables the Delay module (given the Safe's modules, head first). */
export function buildRecoveryRemovalCall({
  safe,
  delayModule,
  safeModules,
}: {
  safe: Address
  delayModule: Address
  safeModules: readonly Address[]
}): RecoveryCall | undefined {
  const [args] = disableModuleArgs(safeModules, [delayModule])
  if (!args) return undefined
  return safeCall(safe, encodeFunctionData({ abi: safeAbi, functionName: 'disableModule', args }))
}

/** Cancels every pending proposal up to `queueNonce`: the Delay skips the nonces before it. */
export function buildRecoveryCancelCall({
  delayModule,
  queueNonce,
}: {
  delayModule: Address
  queueNonce: bigint
}): RecoveryCall {
  return safeCall(
    delayModule,
    encodeFunctionData({ abi: delayModifierAbi, functionName: 'setTxNonce', args: [queueNonce] }),
  )
}

/** What a recoverer queues on the Delay: a call the Delay makes through the Safe once the window ends. */
export type DelayTransaction = { to: Address; value: bigint; data: Hex; operation: 0 | 1 }

/** The Delay's `getTransactionHash`: what it stores per queue nonce and checks on execution. */
export function hashDelayTransaction({ to, value, data, operation }: DelayTransaction): Hex {
  return keccak256(encodePacked(['address', 'uint256', 'bytes', 'uint8'], [to, value, data, operation]))
}

/**
 * The transaction a recoverer queues for `calls` of the Safe on itself: the call itself when there is
 * one, else a delegatecall into MultiSendCallOnly running them all or none.
 */
export function buildRecoveryProposal(calls: readonly RecoveryCall[]): DelayTransaction | undefined {
  const [only] = calls
  if (!only) return undefined
  if (calls.length === 1) return only
  return {
    to: safeDeployments.multiSendCallOnly,
    value: 0n,
    data: encodeFunctionData({
      abi: multiSendAbi,
      functionName: 'multiSend',
      args: [encodeMultiSendTransactions(calls)],
    }),
    operation: 1,
  }
}
