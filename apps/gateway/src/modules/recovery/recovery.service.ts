import { safeAbi } from '@coffer/safe'
import { type Address, getAddress, isAddressEqual } from 'viem'
import type { ChainRuntime, Deps } from '../../deps.ts'
import { UnauthorizedError, UpstreamError } from '../../errors.ts'
import { batchClient } from '../../safe-chain/batchClient.ts'
import { readSafeOnChain } from '../../safe-chain/readSafeOnChain.ts'
import { findLatestStates } from '../../store/findLatestStates.ts'
import { getSession } from '../auth/index.ts'
import { getChainRuntime } from '../chains/getChainRuntime.ts'
import { loadContractRegistry } from '../contracts/contractRegistry.ts'
import { decodeCallData } from '../decoder/decodeCallData.ts'
import { hashDelayExecutions, proposalStatus } from './proposalStatus.ts'
import {
  findSafeDelays,
  isRecoveryModuleRegistered,
  listDelayExecutions,
  listDelayProposals,
  registerRecoveryModule,
  unregisterRecoveryModule,
} from './recovery.repository.ts'
import type { Recovery, RecoveryProposal } from './recovery.schema.ts'
import { applyRecoveryCall } from './recoveryEffect.ts'

/** Settled proposals shown per Delay besides every pending one: the card's recent past. */
const proposalsShown = 20

type RecoveryDeps = Pick<Deps, 'db' | 'chains' | 'now'>

/**
 * The Safe's Delay modifiers as the indexer follows them: settings, recoverers, and their proposals with
 * where each stands, decoded, and what it would make of today's owners.
 */
export async function getRecovery(
  deps: RecoveryDeps,
  { chainId, safeAddress }: { chainId: string; safeAddress: string },
): Promise<Recovery> {
  const chain = getChainRuntime(deps, chainId)
  const id = chain.config.chainId
  const safe = getAddress(safeAddress)
  const [delays, states] = await Promise.all([
    findSafeDelays(deps.db, { chainId: id, safe }),
    findLatestStates(deps.db, { chainId: id, safes: [safe] }),
  ])
  const current = states.get(safe)
  const now = deps.now()
  const modules = await Promise.all(
    delays.map(async ({ module, state }) => {
      const [proposals, executions, registered] = await Promise.all([
        listDelayProposals(deps.db, { chainId: id, module, limit: 1000 }),
        listDelayExecutions(deps.db, { chainId: id, safe, module }).then(hashDelayExecutions),
        isRecoveryModuleRegistered(deps.db, { chainId: id, safe, module }),
      ])
      const settings = {
        cooldown: BigInt(state?.cooldown ?? '0'),
        expiration: BigInt(state?.expiration ?? '0'),
        txNonce: state?.tx_nonce ?? 0,
      }
      const registry = await loadContractRegistry(
        deps.db,
        id,
        proposals.map((proposal) => proposal.to),
      )
      // Executions match proposals oldest first, as the Delay ran them.
      const claimed = new Set<string>()
      const statuses = new Map(
        [...proposals]
          .reverse()
          .map((proposal) => [
            proposal.queue_nonce,
            proposalStatus(proposal, settings, executions, claimed, now),
          ]),
      )
      let settled = 0
      const shown: RecoveryProposal[] = []
      for (const proposal of proposals) {
        const status = statuses.get(proposal.queue_nonce)
        if (!status) continue
        if (status.status !== 'PENDING' && ++settled > proposalsShown) continue
        shown.push({
          queueNonce: proposal.queue_nonce,
          txHash: proposal.tx_hash,
          to: proposal.to,
          value: proposal.value,
          data: proposal.data,
          operation: proposal.operation,
          dataDecoded: decodeCallData(
            proposal.data,
            proposal.to,
            (address) => registry.find(address)?.functions,
          ),
          newSetup:
            current && status.status === 'PENDING'
              ? (applyRecoveryCall(
                  safe,
                  { owners: current.owners, threshold: current.threshold },
                  proposal,
                ) ?? null)
              : null,
          proposer: proposal.proposer,
          transactionHash: proposal.transaction_hash,
          addedAt: proposal.added_at,
          ...status,
        })
      }
      return {
        address: module,
        enabled: current?.modules.some((enabled) => isAddressEqual(enabled, module)) ?? false,
        registered,
        cooldown: settings.cooldown.toString(),
        expiration: settings.expiration.toString(),
        txNonce: settings.txNonce,
        queueNonce: state?.queue_nonce ?? 0,
        recoverers: parseRecoverers(state?.recoverers),
        proposals: shown,
      }
    }),
  )
  return { safeAddress: safe, modules }
}

/**
 * Registers a Delay for recovery alerts (gateway-contract.md §15.1): the SIWE session (403 without), of
 * this chain, of a current owner, for a module enabled on the Safe (each read from the node; 401 as CGW).
 */
export async function registerRecovery(
  deps: RecoveryDeps & Pick<Deps, 'sessionKey' | 'changes'>,
  {
    chainId,
    safeAddress,
    moduleAddress,
    sessionToken,
  }: { chainId: string; safeAddress: string; moduleAddress: string; sessionToken: string | undefined },
): Promise<void> {
  const { chain, safe, signer } = await authorizeOwner(deps, { chainId, safeAddress, sessionToken })
  const module = getAddress(moduleAddress)
  if (!(await isModuleEnabled(chain, safe, module)))
    throw new UnauthorizedError(`Module ${module} is not enabled on Safe ${safe}`)
  await registerRecoveryModule(deps.db, {
    chainId: chain.config.chainId,
    safe,
    module,
    signer,
    now: deps.now(),
  })
  await publishRegistrationChange(deps, chain, safe)
}

/** Unregisters a Delay (§15.2): the same session, chain and ownership checks. */
export async function unregisterRecovery(
  deps: RecoveryDeps & Pick<Deps, 'sessionKey' | 'changes'>,
  {
    chainId,
    safeAddress,
    moduleAddress,
    sessionToken,
  }: { chainId: string; safeAddress: string; moduleAddress: string; sessionToken: string | undefined },
): Promise<void> {
  const { chain, safe } = await authorizeOwner(deps, { chainId, safeAddress, sessionToken })
  await unregisterRecoveryModule(deps.db, {
    chainId: chain.config.chainId,
    safe,
    module: getAddress(moduleAddress),
  })
  await publishRegistrationChange(deps, chain, safe)
}

/**
 * A registration shows in the Safe's recovery (`registered`), which the gateway keeps per Safe until the
 * change bus says otherwise; no browser view depends on it (no kinds), and the registering page reads it again itself.
 */
async function publishRegistrationChange(
  deps: Pick<Deps, 'changes'>,
  chain: ChainRuntime,
  safe: Address,
): Promise<void> {
  await deps.changes.publish([{ chainId: chain.config.chainId, safe, kinds: [] }])
}

async function authorizeOwner(
  deps: RecoveryDeps & Pick<Deps, 'sessionKey'>,
  {
    chainId,
    safeAddress,
    sessionToken,
  }: { chainId: string; safeAddress: string; sessionToken: string | undefined },
): Promise<{ chain: ChainRuntime; safe: Address; signer: Address }> {
  const chain = getChainRuntime(deps, chainId)
  const session = await getSession(deps, sessionToken)
  if (session.chainId !== chainId)
    throw new UnauthorizedError(
      `Signed in on chain ${session.chainId}, not on chain ${chainId}: sign in again`,
    )
  const safe = getAddress(safeAddress)
  const { owners } = await readSafeOnChain(chain, safe)
  if (!owners.some((owner) => isAddressEqual(owner, session.signerAddress)))
    throw new UnauthorizedError(`${session.signerAddress} is not an owner of Safe ${safe}`)
  return { chain, safe, signer: session.signerAddress }
}

async function isModuleEnabled(chain: ChainRuntime, safe: Address, module: Address): Promise<boolean> {
  try {
    return await batchClient(chain).readContract({
      address: safe,
      abi: safeAbi,
      functionName: 'isModuleEnabled',
      args: [module],
    })
  } catch (cause) {
    throw new UpstreamError(`Could not read the modules of Safe ${safe} from chain ${chain.config.chainId}`, {
      cause,
    })
  }
}

function parseRecoverers(json: string | undefined): Address[] {
  if (!json) return []
  const parsed: unknown = JSON.parse(json)
  return Array.isArray(parsed)
    ? parsed.filter((entry) => typeof entry === 'string').map((entry) => getAddress(entry))
    : []
}
