import { delayModifierAbi, isDelayModuleProxyCode, safeAbi, sentinelModule } from '@coffer/safe'
import { type Address, getAddress, isAddressEqual } from 'viem'
import { getCode, readContract } from 'viem/actions'
import { getChainClient } from '../../chain/getChainClient.ts'
import type { ChainInfo } from '../../gateway/ChainInfoSchema.ts'

/** One Delay modifier enabled on the Safe, as the chain has it now. */
export type RecoverySetup = {
  delayModule: Address
  recoverers: Address[]
  /** Seconds a proposal waits before it can be executed. */
  cooldown: bigint
  /** Seconds a proposal stays executable after its window; 0 = never expires. */
  expiration: bigint
  /** The next proposal to execute, and the next free one: equal when nothing is pending. */
  txNonce: bigint
  queueNonce: bigint
}

export type RecoveryState = {
  /** The Safe's modules, head first: removing one names the one before it. */
  safeModules: Address[]
  /** Delay modifiers whose avatar and target are this Safe (normally none or one). */
  setups: RecoverySetup[]
}

// A Safe has a handful of modules; a page this size lists them all.
const pageSize = 50n

/**
 * Reads the recovery setup from the node, not the gateway: the modules of the Safe, and for each one that
 * is a proxy of the canonical Delay mastercopy acting for this Safe, its recoverers, window, expiry and queue.
 */
export async function readRecoverySetup(
  chain: Pick<ChainInfo, 'chainId' | 'rpcUri'>,
  safe: Address,
): Promise<RecoveryState> {
  const client = getChainClient(chain)
  const [modules] = await readContract(client, {
    address: safe,
    abi: safeAbi,
    functionName: 'getModulesPaginated',
    args: [sentinelModule, pageSize],
  })
  const codes = await Promise.all(modules.map((address) => getCode(client, { address })))
  const delays = modules.filter((_, index) => isDelayModuleProxyCode(codes[index]))
  const setups = await Promise.all(
    delays.map(async (delayModule): Promise<RecoverySetup | undefined> => {
      const read = <
        Name extends 'txCooldown' | 'txExpiration' | 'txNonce' | 'queueNonce' | 'avatar' | 'target',
      >(
        functionName: Name,
      ) => readContract(client, { address: delayModule, abi: delayModifierAbi, functionName })
      const [[recoverers], cooldown, expiration, txNonce, queueNonce, avatar, target] = await Promise.all([
        readContract(client, {
          address: delayModule,
          abi: delayModifierAbi,
          functionName: 'getModulesPaginated',
          args: [sentinelModule, pageSize],
        }),
        read('txCooldown'),
        read('txExpiration'),
        read('txNonce'),
        read('queueNonce'),
        read('avatar'),
        read('target'),
      ])
      // A Delay acting for another Safe cannot recover this one.
      if (!isAddressEqual(avatar, safe) || !isAddressEqual(target, safe)) return undefined
      return {
        delayModule: getAddress(delayModule),
        recoverers: recoverers.map((recoverer) => getAddress(recoverer)),
        cooldown,
        expiration,
        txNonce,
        queueNonce,
      }
    }),
  )
  return {
    safeModules: modules.map((module) => getAddress(module)),
    setups: setups.filter((setup): setup is RecoverySetup => setup !== undefined),
  }
}
