import {
  type Address,
  createWalletClient,
  defineChain,
  getAddress,
  type Hex,
  hexToBigInt,
  http,
  isAddressEqual,
  isHex,
  type LocalAccount,
  numberToHex,
} from 'viem'
import { z } from 'zod'

/**
 * The wallet that the browser tests put into the page: the test-process half. It keeps the state a
 * real wallet keeps (which sites may see the account, the selected account and chain, the networks it
 * knows), signs with viem local accounts, sends real transactions, and forwards reads to the chain's
 * node. The page half (walletPageScript.ts) only relays `request` calls here and replays events.
 */

export type WalletChain = {
  id: number
  name: string
  /** Where reads and raw transactions go. A chain without one can be selected but not used. */
  rpcUrl?: string
  nativeCurrency?: { name: string; symbol: string; decimals: number }
}

export type WalletEvent =
  | { type: 'accountsChanged'; payload: readonly Address[] }
  | { type: 'chainChanged'; payload: Hex }
  | { type: 'connect'; payload: { chainId: Hex } }
  | { type: 'disconnect'; payload: { code: number; message: string } }

/** An EIP-1193 error, as the page receives it. */
export class WalletRpcError extends Error {
  override name = 'WalletRpcError'
  readonly code: number
  readonly data: unknown
  constructor(code: number, message: string, data?: unknown) {
    super(message)
    this.code = code
    this.data = data
  }
}

export type WalletRequestLogEntry = {
  origin: string
  method: string
  params: unknown
  outcome: 'ok' | number
}

export type CreateTestWalletParameters = {
  accounts: readonly LocalAccount[]
  chains: readonly WalletChain[]
  /** The chain selected when the wallet starts; defaults to the first chain. */
  chainId?: number
  /** Delivers wallet events to every open page (or to the pages of one origin). */
  emit?: (event: WalletEvent, origin?: string) => Promise<void>
}

export type TestWallet = {
  /** Answers one EIP-1193 request coming from a page of `origin`. Throws WalletRpcError. */
  request(origin: string, request: { method: string; params?: unknown }): Promise<unknown>
  readonly control: WalletControl
}

export type WalletControl = {
  /** The account the wallet exposes to sites. */
  readonly account: LocalAccount
  readonly chainId: number
  /** Every request the pages made, in order; tests assert on it ("the app asked to add the chain"). */
  readonly requests: readonly WalletRequestLogEntry[]
  /** Selects another of the wallet's accounts; connected sites receive `accountsChanged`. */
  useAccount(address: Address): Promise<void>
  /** The next signature request (personal_sign, typed data, transaction) is refused with 4001. */
  rejectNextSignature(): void
  /** The next signature request fails with another error (default -32603, a wallet/internal failure). */
  failNextSignature(error?: { code: number; message: string }): void
  /** The next request of this method is refused with 4001 (e.g. wallet_switchEthereumChain). */
  rejectNext(method: string): void
  /** The next request of this method fails with this error (e.g. 4200: the wallet cannot do it at all). */
  failNext(method: string, error: { code: number; message: string }): void
  /** Switches the wallet itself to another chain (the user did it in the wallet), emitting chainChanged. */
  setChain(chainId: number): Promise<void>
  /** Removes a network from the wallet, so switching to it answers 4902 until the site adds it. */
  forgetChain(chainId: number): void
  /** Emits an arbitrary EIP-1193 event into the pages. */
  emit(event: WalletEvent): Promise<void>
  /** Whether a site origin is allowed to see the account. */
  isConnected(origin: string): boolean
}

type PlannedError = { code: number; message: string }

const USER_REJECTED: PlannedError = { code: 4001, message: 'User rejected the request.' }
const INTERNAL_ERROR: PlannedError = { code: -32603, message: 'Internal JSON-RPC error.' }
const SIGNATURE_METHODS = new Set([
  'personal_sign',
  'eth_sign',
  'eth_signTypedData',
  'eth_signTypedData_v3',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
])

const HexSchema = z.string().refine((value): value is Hex => isHex(value), 'expected 0x-prefixed hex')
const AddressSchema = z.string().transform((value, ctx) => {
  try {
    return getAddress(value)
  } catch {
    ctx.addIssue({ code: 'custom', message: `invalid address ${value}` })
    return z.NEVER
  }
})
const ChainIdSchema = z.union([HexSchema.transform((value) => Number(hexToBigInt(value))), z.number().int()])
const SwitchChainParamsSchema = z.tuple([z.object({ chainId: ChainIdSchema })])
const AddChainParamsSchema = z.tuple([
  z.object({
    chainId: ChainIdSchema,
    chainName: z.string().min(1),
    nativeCurrency: z.object({ name: z.string(), symbol: z.string(), decimals: z.number().int() }),
    rpcUrls: z.array(z.string().url()).min(1),
    blockExplorerUrls: z.array(z.string()).nullish(),
  }),
])
const PersonalSignParamsSchema = z.tuple([z.string(), AddressSchema]).rest(z.unknown())
const TypedDataSchema = z.object({
  domain: z.record(z.string(), z.unknown()),
  types: z.record(z.string(), z.array(z.object({ name: z.string(), type: z.string() }))),
  primaryType: z.string(),
  message: z.record(z.string(), z.unknown()),
})
const SignTypedDataParamsSchema = z.tuple([
  AddressSchema,
  z
    .union([z.string().transform((json) => JSON.parse(json) as unknown), z.record(z.string(), z.unknown())])
    .pipe(TypedDataSchema),
])
const OptionalQuantitySchema = HexSchema.transform((value) => hexToBigInt(value)).optional()
const SendTransactionParamsSchema = z.tuple([
  z.object({
    from: AddressSchema,
    to: AddressSchema.nullish(),
    value: OptionalQuantitySchema,
    data: HexSchema.optional(),
    input: HexSchema.optional(),
    gas: OptionalQuantitySchema,
    gasPrice: OptionalQuantitySchema,
    maxFeePerGas: OptionalQuantitySchema,
    maxPriorityFeePerGas: OptionalQuantitySchema,
    nonce: HexSchema.transform((value) => Number(hexToBigInt(value))).optional(),
  }),
])
const RequestPermissionsParamsSchema = z.tuple([z.record(z.string(), z.unknown())])
const JsonRpcResponseSchema = z.union([
  z.object({ result: z.unknown() }),
  z.object({ error: z.object({ code: z.number(), message: z.string(), data: z.unknown().optional() }) }),
])

function parseParams<T extends z.ZodType>(schema: T, method: string, params: unknown): z.output<T> {
  const parsed = schema.safeParse(params ?? [])
  if (!parsed.success)
    throw new WalletRpcError(-32602, `Invalid params for ${method}: ${parsed.error.issues[0]?.message}`)
  return parsed.data
}

export function createTestWallet({
  accounts,
  chains: initialChains,
  chainId: initialChainId,
  emit = async () => {},
}: CreateTestWalletParameters): TestWallet {
  const firstAccount = accounts[0]
  const firstChain = initialChains[0]
  if (!firstAccount) throw new Error('createTestWallet needs at least one account')
  if (!firstChain) throw new Error('createTestWallet needs at least one chain')

  const chains = new Map(initialChains.map((chain) => [chain.id, chain]))
  const permittedOrigins = new Set<string>()
  // Errors the test planned for the next request of a method ('signature' stands for all signing methods).
  const plannedErrors = new Map<string, PlannedError>()
  const requests: WalletRequestLogEntry[] = []
  let account: LocalAccount = firstAccount
  let chainId = initialChainId ?? firstChain.id
  let requestId = 0

  const currentChain = (): WalletChain => {
    const chain = chains.get(chainId)
    if (!chain) throw new WalletRpcError(4901, `The wallet's selected chain ${chainId} is unknown`)
    return chain
  }

  const takePlannedError = (method: string): PlannedError | undefined => {
    const key = SIGNATURE_METHODS.has(method) && plannedErrors.has('signature') ? 'signature' : method
    const planned = plannedErrors.get(key)
    plannedErrors.delete(key)
    return planned
  }

  const assertOwnAccount = (origin: string, address: Address) => {
    if (!permittedOrigins.has(origin) || !isAddressEqual(address, account.address))
      throw new WalletRpcError(4100, `The requested account ${address} has not been authorized by the user.`)
  }

  const selectChain = async (id: number) => {
    if (id === chainId) return
    chainId = id
    await emit({ type: 'chainChanged', payload: numberToHex(id) })
  }

  const forward = async (method: string, params: unknown): Promise<unknown> => {
    const { rpcUrl } = currentChain()
    if (!rpcUrl) throw new WalletRpcError(-32603, `Coffer Test Wallet has no RPC URL for chain ${chainId}`)
    const response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: ++requestId, method, params: params ?? [] }),
    })
    const parsed = JsonRpcResponseSchema.safeParse(await response.json())
    if (!parsed.success) throw new WalletRpcError(-32603, `Unexpected answer from ${rpcUrl} to ${method}`)
    if ('error' in parsed.data) {
      const { code, message, data } = parsed.data.error
      throw new WalletRpcError(code, message, data)
    }
    return parsed.data.result
  }

  const sendTransaction = async (origin: string, params: unknown): Promise<Hex> => {
    const [tx] = parseParams(SendTransactionParamsSchema, 'eth_sendTransaction', params)
    assertOwnAccount(origin, tx.from)
    const chain = currentChain()
    if (!chain.rpcUrl)
      throw new WalletRpcError(-32603, `Coffer Test Wallet has no RPC URL for chain ${chain.id}`)
    const client = createWalletClient({
      account,
      chain: defineChain({
        id: chain.id,
        name: chain.name,
        nativeCurrency: chain.nativeCurrency ?? { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: { default: { http: [chain.rpcUrl] } },
      }),
      transport: http(chain.rpcUrl),
    })
    // Signed here with the local key, then sent with eth_sendRawTransaction: what a real wallet does.
    const fees =
      tx.gasPrice !== undefined
        ? { gasPrice: tx.gasPrice }
        : { maxFeePerGas: tx.maxFeePerGas, maxPriorityFeePerGas: tx.maxPriorityFeePerGas }
    try {
      return await client.sendTransaction({
        to: tx.to ?? null,
        value: tx.value,
        data: tx.data ?? tx.input,
        gas: tx.gas,
        nonce: tx.nonce,
        ...fees,
      })
    } catch (error) {
      throw new WalletRpcError(-32603, error instanceof Error ? error.message : String(error))
    }
  }

  const answer = async (origin: string, method: string, params: unknown): Promise<unknown> => {
    const planned = takePlannedError(method)
    if (planned) throw new WalletRpcError(planned.code, planned.message)

    switch (method) {
      case 'eth_chainId':
        return numberToHex(chainId)
      case 'net_version':
        return String(chainId)
      case 'eth_accounts':
        return permittedOrigins.has(origin) ? [account.address] : []
      case 'eth_requestAccounts':
        permittedOrigins.add(origin)
        return [account.address]
      case 'wallet_requestPermissions': {
        const [requested] = parseParams(RequestPermissionsParamsSchema, method, params)
        if (!('eth_accounts' in requested))
          throw new WalletRpcError(4200, 'Only eth_accounts can be requested')
        permittedOrigins.add(origin)
        return [permission(origin, account.address)]
      }
      case 'wallet_getPermissions':
        return permittedOrigins.has(origin) ? [permission(origin, account.address)] : []
      case 'wallet_revokePermissions':
        permittedOrigins.delete(origin)
        await emit({ type: 'accountsChanged', payload: [] }, origin)
        return null
      case 'wallet_switchEthereumChain': {
        const [{ chainId: target }] = parseParams(SwitchChainParamsSchema, method, params)
        if (!chains.has(target))
          throw new WalletRpcError(
            4902,
            `Unrecognized chain ID "${numberToHex(target)}". Try adding the chain using wallet_addEthereumChain first.`,
          )
        await selectChain(target)
        return null
      }
      case 'wallet_addEthereumChain': {
        const [added] = parseParams(AddChainParamsSchema, method, params)
        chains.set(added.chainId, {
          id: added.chainId,
          name: added.chainName,
          rpcUrl: added.rpcUrls[0],
          nativeCurrency: added.nativeCurrency,
        })
        // Like MetaMask: after adding, the wallet offers to switch, and our user accepts.
        await selectChain(added.chainId)
        return null
      }
      case 'wallet_watchAsset':
        return true
      case 'personal_sign': {
        const [data, address] = parseParams(PersonalSignParamsSchema, method, params)
        assertOwnAccount(origin, address)
        if (!account.signMessage) throw new WalletRpcError(4200, 'This account cannot sign messages')
        return account.signMessage({ message: isHex(data) ? { raw: data } : data })
      }
      case 'eth_signTypedData_v4': {
        const [address, typedData] = parseParams(SignTypedDataParamsSchema, method, params)
        assertOwnAccount(origin, address)
        if (!account.signTypedData) throw new WalletRpcError(4200, 'This account cannot sign typed data')
        const { EIP712Domain: _domainType, ...types } = typedData.types
        return account.signTypedData({
          domain: typedData.domain,
          types,
          primaryType: typedData.primaryType,
          message: typedData.message,
        })
      }
      case 'eth_sendTransaction':
        return sendTransaction(origin, params)
      case 'eth_sign':
      case 'eth_signTypedData':
      case 'eth_signTypedData_v3':
      case 'eth_signTransaction':
        throw new WalletRpcError(4200, `Coffer Test Wallet does not support ${method}`)
      default:
        if (method.startsWith('wallet_'))
          throw new WalletRpcError(4200, `Coffer Test Wallet does not support ${method}`)
        return forward(method, params)
    }
  }

  const control: WalletControl = {
    get account() {
      return account
    },
    get chainId() {
      return chainId
    },
    requests,
    async useAccount(address) {
      const next = accounts.find((candidate) => isAddressEqual(candidate.address, address))
      if (!next) throw new Error(`The test wallet has no account ${address}`)
      account = next
      for (const origin of permittedOrigins)
        await emit({ type: 'accountsChanged', payload: [next.address] }, origin)
    },
    rejectNextSignature() {
      plannedErrors.set('signature', USER_REJECTED)
    },
    failNextSignature(error = INTERNAL_ERROR) {
      plannedErrors.set('signature', error)
    },
    rejectNext(method) {
      plannedErrors.set(method, USER_REJECTED)
    },
    failNext(method, error) {
      plannedErrors.set(method, error)
    },
    async setChain(id) {
      if (!chains.has(id)) chains.set(id, { id, name: `Chain ${id}` })
      await selectChain(id)
    },
    forgetChain(id) {
      chains.delete(id)
    },
    emit: (event) => emit(event),
    isConnected: (origin) => permittedOrigins.has(origin),
  }

  return {
    control,
    async request(origin, { method, params }) {
      try {
        const result = await answer(origin, method, params)
        requests.push({ origin, method, params, outcome: 'ok' })
        return result
      } catch (error) {
        const rpcError =
          error instanceof WalletRpcError
            ? error
            : new WalletRpcError(-32603, error instanceof Error ? error.message : String(error))
        requests.push({ origin, method, params, outcome: rpcError.code })
        throw rpcError
      }
    },
  }
}

function permission(origin: string, address: Address) {
  return {
    invoker: origin,
    parentCapability: 'eth_accounts',
    caveats: [{ type: 'restrictReturnedAccounts', value: [address] }],
    date: Date.now(),
  }
}
