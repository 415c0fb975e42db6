import {
  decodeMultiSendTransactions,
  decodeSafeSetup,
  knownSingletons,
  multiSendAbi,
  type SafeTx,
  safeAbi,
  safeDeployments,
  safeDeploymentsVersion,
  safeProxyFactoryAbi,
} from '@coffer/safe'
import {
  type Address,
  decodeFunctionData,
  erc20Abi,
  getAbiItem,
  getAddress,
  type Hex,
  isAddressEqual,
} from 'viem'
import { RefusedError } from '../../errors.ts'

/** CGW's messages (gateway-contract.md §12.1), verbatim: clients may match on them. */
export const relayErrorMessages = {
  invalidTransfer:
    'Invalid transfer. The proposed transfer is not an execTransaction/multiSend to another party or createProxyWithNonce call.',
  unsupportedBaseContract: 'Unsupported base contract.',
  unofficialMultiSend: 'Unofficial MultiSend contract.',
  unofficialProxyFactory: 'Unofficial ProxyFactory contract.',
} as const

/** `execTransaction`'s arguments: the Safe transaction without its nonce (the Safe supplies it), signed. */
export type ExecTransactionArgs = Omit<SafeTx, 'nonce'> & { signatures: Hex }

/**
 * What a relay request asks the relayer to send, decided from its calldata alone. `execTransaction` and
 * `multiSend` still need `safe` checked on chain (a proxy of a known singleton); `limitAddresses` are the
 * addresses the relay is counted against.
 */
export type RelayCall =
  | { kind: 'execTransaction'; safe: Address; exec: ExecTransactionArgs; limitAddresses: readonly Address[] }
  | {
      kind: 'multiSend'
      safe: Address
      execs: readonly ExecTransactionArgs[]
      limitAddresses: readonly Address[]
    }
  | { kind: 'createProxyWithNonce'; singleton: Address; limitAddresses: readonly Address[] }

const relayableAbi = [
  getAbiItem({ abi: safeAbi, name: 'execTransaction' }),
  ...multiSendAbi,
  getAbiItem({ abi: safeProxyFactoryAbi, name: 'createProxyWithNonce' }),
] as const

const officialMultiSends: readonly Address[] = [safeDeployments.multiSend, safeDeployments.multiSendCallOnly]

/**
 * Decides what a relay request is, or refuses it with CGW's 422 message: `execTransaction` on a Safe (not
 * a transfer of the Safe's own funds back to itself), `multiSend` on the official MultiSend(CallOnly) of
 * `version` batching `execTransaction`s of one Safe, or `createProxyWithNonce` on the official factory
 * with a known singleton (counted against the new Safe's owners).
 */
export function decodeRelayCall({
  version,
  to,
  data,
}: {
  version: string
  to: Address
  data: Hex
}): RelayCall {
  const call = decodeOrUndefined(data)
  if (call === undefined) throw invalidTransfer()
  if (call.functionName === 'execTransaction') {
    const exec = toExecTransactionArgs(call.args)
    if (!isTransferToAnotherParty(to, exec)) throw invalidTransfer()
    return { kind: 'execTransaction', safe: to, exec, limitAddresses: [to] }
  }
  if (call.functionName === 'multiSend') {
    // Only 1.4.1 deployments are known; for any other version no MultiSend is official here.
    if (
      version !== safeDeploymentsVersion ||
      !officialMultiSends.some((address) => isAddressEqual(address, to))
    )
      throw new RefusedError(422, relayErrorMessages.unofficialMultiSend)
    const inner = decodeMultiSendTransactions(call.args[0])
    const first = inner?.[0]
    if (inner === undefined || first === undefined) throw invalidTransfer()
    const safe = getAddress(first.to)
    const execs = inner.map((tx) => {
      const decoded = decodeOrUndefined(tx.data)
      if (
        decoded?.functionName !== 'execTransaction' ||
        tx.operation !== 0 ||
        tx.value !== 0n ||
        !isAddressEqual(getAddress(tx.to), safe)
      )
        throw invalidTransfer()
      const exec = toExecTransactionArgs(decoded.args)
      if (!isTransferToAnotherParty(safe, exec)) throw invalidTransfer()
      return exec
    })
    return { kind: 'multiSend', safe, execs, limitAddresses: [safe] }
  }
  if (!isAddressEqual(to, safeDeployments.safeProxyFactory))
    throw new RefusedError(422, relayErrorMessages.unofficialProxyFactory)
  const [singleton, initializer] = call.args
  if (!knownSingletons.some((known) => isAddressEqual(known.address, singleton)))
    throw new RefusedError(422, relayErrorMessages.unsupportedBaseContract)
  const owners = decodeSetupOwners(initializer)
  if (owners === undefined || owners.length === 0) throw invalidTransfer()
  return { kind: 'createProxyWithNonce', singleton: getAddress(singleton), limitAddresses: owners }
}

function invalidTransfer(): RefusedError {
  return new RefusedError(422, relayErrorMessages.invalidTransfer)
}

function decodeOrUndefined(data: Hex) {
  try {
    return decodeFunctionData({ abi: relayableAbi, data })
  } catch {
    return undefined
  }
}

function decodeSetupOwners(initializer: Hex): readonly Address[] | undefined {
  try {
    return decodeSafeSetup(initializer).owners
  } catch {
    return undefined
  }
}

function toExecTransactionArgs(
  args: readonly [Address, bigint, Hex, number, bigint, bigint, bigint, Address, Address, Hex],
): ExecTransactionArgs {
  const [to, value, data, operation, safeTxGas, baseGas, gasPrice, gasToken, refundReceiver, signatures] =
    args
  return { to, value, data, operation, safeTxGas, baseGas, gasPrice, gasToken, refundReceiver, signatures }
}

/**
 * Sponsoring a Safe moving its own funds back to itself spends the relayer's gas for nothing (CGW refuses
 * it too): native value sent to the Safe, or an ERC-20 `transfer`/`transferFrom` whose recipient is the
 * Safe. Anything else — including a rejection (empty self-call) or a settings change — may be relayed.
 */
function isTransferToAnotherParty(safe: Address, exec: ExecTransactionArgs): boolean {
  const toSelf = isAddressEqual(exec.to, safe)
  if (toSelf && exec.value > 0n) return false
  const erc20 = decodeErc20Transfer(safe, exec.data)
  if (erc20 === undefined) return true
  return !isAddressEqual(erc20.recipient, safe) && !isAddressEqual(erc20.sender, erc20.recipient)
}

function decodeErc20Transfer(safe: Address, data: Hex): { sender: Address; recipient: Address } | undefined {
  try {
    const call = decodeFunctionData({ abi: erc20Abi, data })
    if (call.functionName === 'transfer') return { sender: safe, recipient: call.args[0] }
    if (call.functionName === 'transferFrom') return { sender: call.args[0], recipient: call.args[1] }
    return undefined
  } catch {
    return undefined
  }
}
