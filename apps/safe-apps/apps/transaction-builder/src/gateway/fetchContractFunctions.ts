import type { AbiFunction } from 'abitype'
import { z } from 'zod'
import { findWriteFunctions } from '../batch/contractMethod.ts'

/** Where the Safe Apps server says the gateway is (`/config.json`). */
const AppsConfigSchema = z.object({ gatewayUrl: z.url().nullable() })

/** The fields of the gateway's contract registry entry (GET /v1/chains/{chainId}/contracts/{address}) used here. */
const ContractSchema = z.object({
  name: z.string(),
  displayName: z.string().nullish(),
  contractAbi: z.object({ abi: z.array(z.unknown()) }).nullable(),
})

export type FetchContractFunctionsResult =
  | { ok: true; name: string; functions: AbiFunction[] }
  | { ok: false; error: string }

let gatewayUrl: Promise<string | null> | undefined

function readGatewayUrl(): Promise<string | null> {
  gatewayUrl ??= fetch('/config.json')
    .then((response) => response.json())
    .then((json: unknown) => AppsConfigSchema.parse(json).gatewayUrl)
    .catch(() => null)
  return gatewayUrl
}

/** The callable functions of a contract the gateway's registry knows (verified, configured or seen). */
export async function fetchContractFunctions({
  chainId,
  address,
}: {
  chainId: string
  address: string
}): Promise<FetchContractFunctionsResult> {
  const base = await readGatewayUrl()
  if (!base)
    return { ok: false, error: 'This Safe Apps server does not say where the gateway is: paste the ABI.' }
  let response: Response
  try {
    response = await fetch(
      `${base}/v1/chains/${encodeURIComponent(chainId)}/contracts/${encodeURIComponent(address)}`,
    )
  } catch {
    return { ok: false, error: 'The gateway did not answer: try again, or paste the ABI.' }
  }
  if (response.status === 404)
    return { ok: false, error: 'The contract registry does not know this address: paste its ABI.' }
  if (!response.ok) return { ok: false, error: `The gateway answered ${response.status}: paste the ABI.` }
  const contract = ContractSchema.safeParse(await response.json().catch(() => null))
  if (!contract.success)
    return { ok: false, error: 'The gateway answered something unexpected: paste the ABI.' }
  const functions = findWriteFunctions(contract.data.contractAbi?.abi ?? [])
  const name = contract.data.displayName || contract.data.name
  if (functions.length === 0)
    return {
      ok: false,
      error: `The registry has no ABI with callable functions for ${name || 'this contract'}: paste one.`,
    }
  return { ok: true, name, functions }
}
