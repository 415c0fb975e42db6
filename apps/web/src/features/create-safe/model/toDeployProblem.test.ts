import {
  BaseError,
  ContractFunctionRevertedError,
  EstimateGasExecutionError,
  InsufficientFundsError,
  UserRejectedRequestError,
} from 'viem'
import { describe, expect, it } from 'vitest'
import { GatewayError } from '../../../gateway/GatewayError.ts'
import { deployProblemMessage } from './deployProblemMessage.ts'
import { toDeployProblem } from './toDeployProblem.ts'

const owner = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const http = (status: number, message: string) => new GatewayError(message, { code: 'http', status })

describe('toDeployProblem', () => {
  it('tells a refusal in the wallet and a wallet without funds apart from other failures', () => {
    const rejected = new BaseError('Transaction failed', {
      cause: new UserRejectedRequestError(new Error('User rejected the request')),
    })
    expect(toDeployProblem(rejected)).toEqual({ code: 'rejected' })
    expect(toDeployProblem(new BaseError('send failed', { cause: new InsufficientFundsError() }))).toEqual({
      code: 'insufficient_funds',
    })
    expect(toDeployProblem(new BaseError('nonce too low'))).toEqual({
      code: 'failed',
      reason: 'nonce too low',
    })
    expect(toDeployProblem('boom')).toEqual({ code: 'failed', reason: 'boom' })
  })

  it('recognises the factory’s refusal of a taken address, from the node or from the relay', () => {
    const estimate = new EstimateGasExecutionError(
      new BaseError('execution reverted: Create2 call failed', {
        cause: new ContractFunctionRevertedError({ abi: [], functionName: 'createProxyWithNonce' }),
      }),
      {},
    )
    expect(toDeployProblem(estimate)).toEqual({ code: 'already_deployed' })
    expect(
      toDeployProblem(
        http(
          422,
          'CGW error - SIMULATION_FAILED: Relay simulation failed: Create2 call failed. Nothing was sent.',
        ),
      ),
    ).toEqual({ code: 'already_deployed' })
  })

  it('reads the relay’s answers: the owner out of free relays, and its refusals in its own words', () => {
    expect(
      toDeployProblem(http(429, `CGW error - 429: Relay limit reached for ${owner.toLowerCase()}`)),
    ).toEqual({
      code: 'relay_limit',
      owner,
    })
    expect(toDeployProblem(http(403, 'CGW error - 403: No relayer defined'))).toEqual({
      code: 'relay_refused',
      reason: 'No relayer defined',
    })
    expect(toDeployProblem(http(503, 'CGW error - 503: Service unavailable'))).toEqual({
      code: 'failed',
      reason: 'Service unavailable',
    })
  })
})

describe('deployProblemMessage', () => {
  it('says what happened and what to do', () => {
    const symbol = 'ETH'
    expect(deployProblemMessage({ code: 'insufficient_funds' }, { symbol })).toMatchInlineSnapshot(
      `"Your wallet does not have enough ETH to pay for the creation."`,
    )
    expect(deployProblemMessage({ code: 'relay_limit', owner }, { symbol })).toMatchInlineSnapshot(
      `"0x7099…79C8 has used all of today's free relays. Create the Safe from your wallet, or try again tomorrow."`,
    )
    expect(deployProblemMessage({ code: 'already_deployed' }, { symbol })).toMatchInlineSnapshot(
      `"This Safe already exists: it was created with the same owners, threshold and salt nonce. Open it, or change the salt nonce."`,
    )
  })
})
