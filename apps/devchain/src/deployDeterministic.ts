import { safeSingletonFactoryAddress } from '@coffer/safe'
import { type Address, concat, encodeFunctionData, getContractAddress, type Hex, zeroHash } from 'viem'
import { confirmSeedTransaction } from './confirmSeedTransaction.ts'
import type { DevchainClient } from './createDevchainClient.ts'
import { DevchainError } from './DevchainError.ts'
import { eip2470Factory } from './eip2470Factory.ts'
import { hasCode } from './hasCode.ts'

export type DeployDeterministicParameters = {
  /** `safe`: the Safe singleton factory (calldata = salt ++ init code); `eip2470`: `deploy(initCode, salt)`. */
  factory: 'safe' | 'eip2470'
  initCode: Hex
  salt?: Hex
  /** Human name for errors and logs. */
  name: string
}

const EIP2470_DEPLOY_GAS = 8_000_000n

/**
 * CREATE2-deploys `initCode` through a singleton factory and returns the address, skipping the
 * transaction when the code is already there (restarts and partial seeds).
 */
export async function deployDeterministic(
  client: DevchainClient,
  { factory, initCode, salt = zeroHash, name }: DeployDeterministicParameters,
): Promise<Address> {
  const from = factory === 'safe' ? safeSingletonFactoryAddress : eip2470Factory.address
  const address = getContractAddress({ opcode: 'CREATE2', from, salt, bytecode: initCode })
  if (await hasCode(client, address)) return address
  const data =
    factory === 'safe'
      ? concat([salt, initCode])
      : encodeFunctionData({ abi: eip2470Factory.abi, functionName: 'deploy', args: [initCode, salt] })
  // The EIP-2470 factory returns address 0 instead of reverting when CREATE2 runs out of gas, so gas
  // estimation happily finds a limit at which nothing gets deployed: give it a fixed, ample limit.
  const gas = factory === 'eip2470' ? EIP2470_DEPLOY_GAS : undefined
  const hash = await client.sendTransaction({ to: from, data, gas })
  await confirmSeedTransaction(client, hash, `deploy ${name}`)
  if (!(await hasCode(client, address))) {
    throw new DevchainError('SEED_FAILED', `${name} did not land at ${address}.`)
  }
  return address
}
