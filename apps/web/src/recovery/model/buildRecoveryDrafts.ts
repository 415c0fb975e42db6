import {
  buildRecoveryEditCalls,
  buildRecoveryRemovalCall,
  buildRecoverySetupCalls,
  checkRecoverySettings,
  type RecoveryCall,
  type RecoverySettings,
  type RecoverySettingsProblem,
} from '@coffer/safe'
import type { Address } from 'viem'
import { buildBatchDraft } from '../../safe-tx/model/encodeMultiSend.ts'
import type { SafeTxDraft } from '../../safe-tx/safeTxReviewStore.ts'
import type { RecoverySetup, RecoveryState } from '../api/readRecoverySetup.ts'

export type RecoveryDraftProblem = RecoverySettingsProblem | { code: 'unchanged' } | { code: 'not_enabled' }

export type RecoveryDraft = { ok: true; draft: SafeTxDraft } | { ok: false; problem: RecoveryDraftProblem }

/** One call is sent as itself; several go through MultiSendCallOnly, all or none. */
function toDraft(calls: readonly RecoveryCall[]): RecoveryDraft {
  const [only] = calls
  if (!only) return { ok: false, problem: { code: 'unchanged' } }
  if (calls.length === 1) return { ok: true, draft: only }
  const batch = buildBatchDraft(calls)
  // Recovery calls are plain calls, never empty here: a refusal would be a bug in this module.
  if (!batch.ok) throw new Error(`Recovery batch refused: ${batch.error.code}`)
  return { ok: true, draft: batch.draft }
}

/**
 * The Safe transaction that sets recovery up. `saltNonce` picks the Delay's address; the Safe's nonce
 * keeps two setups of one Safe apart.
 */
export function buildRecoverySetupDraft({
  safe,
  settings,
  saltNonce,
}: {
  safe: Address
  settings: RecoverySettings
  saltNonce: bigint
}): RecoveryDraft & { delayModule?: Address } {
  const problem = checkRecoverySettings(safe, settings)
  if (problem) return { ok: false, problem }
  const { delayModule, calls } = buildRecoverySetupCalls({ safe, settings, saltNonce })
  return { ...toDraft(calls), delayModule }
}

export function currentSettings(setup: RecoverySetup): RecoverySettings {
  return { recoverers: setup.recoverers, cooldown: setup.cooldown, expiration: setup.expiration }
}

export function buildRecoveryEditDraft({
  safe,
  setup,
  next,
}: {
  safe: Address
  setup: RecoverySetup
  next: RecoverySettings
}): RecoveryDraft {
  const problem = checkRecoverySettings(safe, next)
  if (problem) return { ok: false, problem }
  return toDraft(
    buildRecoveryEditCalls({ delayModule: setup.delayModule, current: currentSettings(setup), next }),
  )
}

export function buildRecoveryRemovalDraft({
  safe,
  state,
  setup,
}: {
  safe: Address
  state: RecoveryState
  setup: RecoverySetup
}): RecoveryDraft {
  const call = buildRecoveryRemovalCall({
    safe,
    delayModule: setup.delayModule,
    safeModules: state.safeModules,
  })
  return call ? toDraft([call]) : { ok: false, problem: { code: 'not_enabled' } }
}
