import { type Address, concat, domainSeparator, type Hex, hashStruct, hashTypedData, zeroAddress } from 'viem'

/** The EIP-712 `SafeTx` struct, fields in the order the Safe contract hashes them (gateway-contract §6.18). */
export const safeTxTypes = {
  SafeTx: [
    { name: 'to', type: 'address' },
    { name: 'value', type: 'uint256' },
    { name: 'data', type: 'bytes' },
    { name: 'operation', type: 'uint8' },
    { name: 'safeTxGas', type: 'uint256' },
    { name: 'baseGas', type: 'uint256' },
    { name: 'gasPrice', type: 'uint256' },
    { name: 'gasToken', type: 'address' },
    { name: 'refundReceiver', type: 'address' },
    { name: 'nonce', type: 'uint256' },
  ],
} as const

/** Safes before 1.0.0 named the fifth numeric field `dataGas`: another type hash, so another safeTxHash. */
export const legacySafeTxTypes = {
  SafeTx: [
    { name: 'to', type: 'address' },
    { name: 'value', type: 'uint256' },
    { name: 'data', type: 'bytes' },
    { name: 'operation', type: 'uint8' },
    { name: 'safeTxGas', type: 'uint256' },
    { name: 'dataGas', type: 'uint256' },
    { name: 'gasPrice', type: 'uint256' },
    { name: 'gasToken', type: 'address' },
    { name: 'refundReceiver', type: 'address' },
    { name: 'nonce', type: 'uint256' },
  ],
} as const

/** A Safe transaction as owners sign it. Missing gas fields are 0, missing addresses the zero address. */
export type SafeTx = {
  to: Address
  value: bigint
  /** `0x` for none. */
  data: Hex
  /** 0 call, 1 delegatecall. */
  operation: number
  safeTxGas: bigint
  baseGas: bigint
  gasPrice: bigint
  gasToken: Address
  refundReceiver: Address
  nonce: bigint
}

export type SafeTxInput = Pick<SafeTx, 'to' | 'nonce'> & Partial<Omit<SafeTx, 'to' | 'nonce'>>

export type GetSafeTxTypedDataParameters = {
  chainId: number
  safe: Address
  tx: SafeTxInput
  /** The Safe's version; the domain carries `chainId` from 1.3.0 on. Default '1.4.1'. */
  version?: string
}

/** Fills the defaults of a partial SafeTx. */
export function toSafeTx(tx: SafeTxInput): SafeTx {
  return {
    to: tx.to,
    value: tx.value ?? 0n,
    data: tx.data ?? '0x',
    operation: tx.operation ?? 0,
    safeTxGas: tx.safeTxGas ?? 0n,
    baseGas: tx.baseGas ?? 0n,
    gasPrice: tx.gasPrice ?? 0n,
    gasToken: tx.gasToken ?? zeroAddress,
    refundReceiver: tx.refundReceiver ?? zeroAddress,
    nonce: tx.nonce,
  }
}

/**
 * The EIP-712 domain of a Safe. Versions before 1.3.0 had no `chainId` in it, so a signature there is
 * valid on every chain with the same Safe address.
 */
export function getSafeTxDomain({
  chainId,
  safe,
  version = '1.4.1',
}: {
  chainId: number
  safe: Address
  version?: string
}): { chainId?: number; verifyingContract: Address } {
  return hasChainIdInDomain(version) ? { chainId, verifyingContract: safe } : { verifyingContract: safe }
}

/** The typed data a wallet signs for a SafeTx (`eth_signTypedData_v4`). */
export function getSafeTxTypedData({ chainId, safe, tx, version }: GetSafeTxTypedDataParameters) {
  return {
    domain: getSafeTxDomain({ chainId, safe, ...(version ? { version } : {}) }),
    types: safeTxTypes,
    primaryType: 'SafeTx',
    message: toSafeTx(tx),
  } as const
}

/**
 * The safeTxHash: what owners sign and what `ExecutionSuccess`/`ExecutionFailure` log. Versions before
 * 1.0.0 hash `dataGas` where later ones hash `baseGas` (same value, another field name).
 */
export function hashSafeTx(parameters: GetSafeTxTypedDataParameters): Hex {
  const typedData = getSafeTxTypedData(parameters)
  if (!parameters.version || versionAtLeast(parameters.version, 1, 0)) return hashTypedData(typedData)
  const { baseGas, ...rest } = typedData.message
  return hashTypedData({
    domain: typedData.domain,
    types: legacySafeTxTypes,
    primaryType: 'SafeTx',
    message: { ...rest, dataGas: baseGas },
  })
}

/**
 * The bytes whose keccak256 is the safeTxHash (`0x1901 ‖ domainSeparator ‖ structHash`): what a Safe
 * 1.4.1 passes as `data` to a contract owner's legacy `isValidSignature(bytes,bytes)`.
 */
export function getSafeTxHashPreimage(parameters: GetSafeTxTypedDataParameters): Hex {
  const { domain, types, message } = getSafeTxTypedData(parameters)
  const legacy = parameters.version !== undefined && !versionAtLeast(parameters.version, 1, 0)
  const { baseGas, ...rest } = message
  return concat([
    '0x1901',
    domainSeparator({ domain }),
    legacy
      ? hashStruct({ data: { ...rest, dataGas: baseGas }, primaryType: 'SafeTx', types: legacySafeTxTypes })
      : hashStruct({ data: message, primaryType: 'SafeTx', types }),
  ])
}

function hasChainIdInDomain(version: string): boolean {
  return versionAtLeast(version, 1, 3)
}

/** `major.minor` of a Safe VERSION() string compared with a wanted one (patch and suffixes ignored). */
export function versionAtLeast(version: string, wantMajor: number, wantMinor: number): boolean {
  const [major = 0, minor = 0] = version.split('.').map((part) => Number.parseInt(part, 10))
  return major > wantMajor || (major === wantMajor && minor >= wantMinor)
}
