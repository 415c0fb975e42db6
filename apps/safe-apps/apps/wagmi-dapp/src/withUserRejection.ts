/** What a Safe host answers when the owner closes its review or message dialog (Safe{Wallet}'s wording). */
export const hostRejectionMessage = 'Transaction was rejected'

function toUserRejection(error: unknown): never {
  if (error instanceof Error && error.message === hostRejectionMessage)
    throw Object.assign(new Error(hostRejectionMessage), { code: 4001 })
  throw error
}

/**
 * The SDK's provider as a wallet would be: the postMessage protocol carries only an error's text, so the
 * host's "Transaction was rejected" reaches viem without a code and reads "An unknown RPC error occurred".
 * Here it becomes the user rejection it is, EIP-1193 code 4001 (viem's UserRejectedRequestError).
 */
export function withUserRejection<Provider extends object>(provider: Provider): Provider {
  return new Proxy(provider, {
    get: (target, property, receiver) => {
      const value: unknown = Reflect.get(target, property, receiver)
      if (property !== 'request' || typeof value !== 'function') return value
      return (...args: unknown[]) => {
        const result: unknown = Reflect.apply(value, target, args)
        return Promise.resolve(result).catch(toUserRejection)
      }
    },
  })
}
