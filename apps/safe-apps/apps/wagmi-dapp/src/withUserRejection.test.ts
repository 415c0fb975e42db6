import { createWalletClient, custom, type EIP1193Provider, UserRejectedRequestError } from 'viem'
import { describe, expect, it } from 'vitest'
import { hostRejectionMessage, withUserRejection } from './withUserRejection.ts'

/** A provider that fails every request with `message`, as the SDK's does with a host's error text. */
function failingProvider(message: string): Pick<EIP1193Provider, 'request'> & { name: string } {
  return {
    name: 'sdk provider',
    request: async () => {
      throw new Error(message)
    },
  }
}

async function signError(provider: Pick<EIP1193Provider, 'request'>): Promise<unknown> {
  const client = createWalletClient({
    account: '0x399c61b017A871181d8B6C418c93a8bB361E3Db8',
    transport: custom(provider),
  })
  return client.signMessage({ message: 'hello' }).catch((error: unknown) => error)
}

describe('withUserRejection', () => {
  it("turns the host's rejection into EIP-1193 4001, which viem reads as the user's rejection", async () => {
    expect(await signError(failingProvider(hostRejectionMessage))).not.toBeInstanceOf(
      UserRejectedRequestError,
    )
    const error = await signError(withUserRejection(failingProvider(hostRejectionMessage)))
    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect(error).toMatchObject({ code: 4001 })
  })

  it('passes every other error and the rest of the provider through', async () => {
    const wrapped = withUserRejection(failingProvider('Request failed'))
    expect(wrapped.name).toBe('sdk provider')
    expect(await signError(wrapped)).not.toBeInstanceOf(UserRejectedRequestError)
  })
})
