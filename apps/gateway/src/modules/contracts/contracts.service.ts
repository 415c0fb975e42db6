import type { Deps } from '../../deps.ts'
import { GatewayError } from '../../errors.ts'
import { getChainRuntime } from '../chains/getChainRuntime.ts'
import { loadContractRegistry } from './contractRegistry.ts'
import type { Contract } from './contracts.schema.ts'

/**
 * CGW answers an unknown contract with Nest's 404 body and this exact message (§8.2); the error funnel
 * gives any error carrying a 4xx `statusCode` that shape.
 */
export class ContractNotFoundError extends GatewayError {
  override name = 'ContractNotFoundError'
  readonly statusCode = 404

  constructor() {
    super('Error fetching the contract data.')
  }
}

/** A registry entry: config contracts, built-in Safe/Zodiac contracts, tokens the indexer saw. */
export async function getContract(
  deps: Pick<Deps, 'db' | 'chains'>,
  { chainId, contractAddress }: { chainId: string; contractAddress: string },
): Promise<Contract> {
  const chain = getChainRuntime(deps, chainId)
  const registry = await loadContractRegistry(deps.db, chain.config.chainId, [contractAddress])
  const contract = registry.find(contractAddress)
  if (!contract) throw new ContractNotFoundError()
  return {
    address: contract.address,
    name: contract.name,
    displayName: contract.displayName,
    logoUri: contract.logoUri,
    contractAbi: contract.abi ? { abi: [...contract.abi] } : null,
    trustedForDelegateCall: contract.trustedForDelegateCall,
  }
}
