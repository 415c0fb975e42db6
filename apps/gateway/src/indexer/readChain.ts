import { safeAbi } from '@coffer/safe'
import {
  type Address,
  createPublicClient,
  erc20Abi,
  getAddress,
  type Hex,
  http,
  numberToHex,
  type PublicClient,
  webSocket,
} from 'viem'
import type { SafeState } from '../store/findLatestStates.ts'
import {
  type BlockInfo,
  type IndexerLog,
  parseRpcBlock,
  parseRpcLogs,
  parseRpcTransaction,
  type TransactionInfo,
} from './parseRpc.ts'

/**
 * The indexer's own client: no transport retries (the loop retries a whole step with backoff) and, over
 * HTTP, JSON-RPC batching so a range's block and transaction reads go out in a few requests. `close`
 * ends a WebSocket so a stopped gateway leaves no socket open.
 */
export function createIndexerClient(rpcUrl: string): { client: PublicClient; close(): Promise<void> } {
  if (/^wss?:/.test(rpcUrl)) {
    const client = createPublicClient({
      transport: webSocket(rpcUrl, { timeout: 10_000, retryCount: 0, keepAlive: true, reconnect: true }),
    })
    return {
      client,
      async close() {
        const socket = await client.transport.getRpcClient().catch(() => undefined)
        socket?.close()
      },
    }
  }
  const client = createPublicClient({
    transport: http(rpcUrl, { timeout: 10_000, retryCount: 0, batch: { batchSize: 250, wait: 0 } }),
  })
  return { client, close: async () => {} }
}

export type { BlockInfo, IndexerLog, TransactionInfo } from './parseRpc.ts'

export type LogFilter = {
  fromBlock: number
  toBlock: number
  address?: readonly Address[]
  topics: readonly (Hex | readonly Hex[] | null)[]
}

/**
 * `eth_getLogs`, parsed: the node's answer is data from outside like any other. Each query travels in
 * an HTTP request of its own, outside the client's JSON-RPC batches: a range's log queries are its
 * largest answers and the next steps wait on them (signer recovery starts with the Safe events), and
 * batched with the 200 creation transactions a catch-up range reads alongside, the Safe events came
 * back only once the node had answered the whole batch (~130 ms into the bench's range, not ~30).
 * viem batches requests by their abort signal, so a signal of the query's own does it.
 */
export async function getLogs(client: PublicClient, filter: LogFilter): Promise<IndexerLog[]> {
  const raw: unknown = await client.request(
    {
      method: 'eth_getLogs',
      params: [
        {
          fromBlock: numberToHex(filter.fromBlock),
          toBlock: numberToHex(filter.toBlock),
          ...(filter.address ? { address: [...filter.address] } : {}),
          topics: filter.topics.map((topic) =>
            topic === null || typeof topic === 'string' ? topic : [...topic],
          ),
        },
      ],
    },
    { signal: new AbortController().signal },
  )
  return parseRpcLogs(raw)
}

/** One block's hash and timestamp (ms), or undefined when the node does not have it (rewound chain). */
export async function findBlock(
  client: PublicClient,
  blockNumber: number | 'latest',
): Promise<BlockInfo | undefined> {
  // Raw requests with a hand-written parse: viem's getBlock formats every field and transaction hash.
  const raw: unknown = await client.request({
    method: 'eth_getBlockByNumber',
    params: [blockNumber === 'latest' ? 'latest' : numberToHex(blockNumber), false],
  })
  return parseRpcBlock(raw)
}

/** Several blocks at once (batched over HTTP). A block the node lacks is an error: the range is retried. */
export async function getBlocks(
  client: PublicClient,
  numbers: Iterable<number>,
): Promise<Map<number, BlockInfo>> {
  const unique = [...new Set(numbers)]
  const blocks = await Promise.all(unique.map((number) => findBlock(client, number)))
  const result = new Map<number, BlockInfo>()
  for (const [index, block] of blocks.entries()) {
    const number = unique[index]
    if (block === undefined || number === undefined) throw new ChainMovedError(`Block ${number} is gone`)
    result.set(number, block)
  }
  return result
}

/**
 * Several transactions at once (batched over HTTP), as raw requests with a hand-written parse: viem's
 * getTransaction formats every field of each. A transaction the node lacks is an error: the range is
 * retried.
 */
export async function getTransactions(
  client: PublicClient,
  hashes: Iterable<Hex>,
): Promise<Map<Hex, TransactionInfo>> {
  const unique = [...new Set(hashes)]
  const transactions = await Promise.all(
    unique.map(async (hash) => {
      const raw: unknown = await client.request({ method: 'eth_getTransactionByHash', params: [hash] })
      const transaction = parseRpcTransaction(raw)
      if (!transaction) throw new ChainMovedError(`Transaction ${hash} is gone`)
      return transaction
    }),
  )
  return new Map(transactions.map(({ hash, ...info }) => [hash, info]))
}

export type TokenMetadata = { name: string; symbol: string; decimals: number | null }

/** name/symbol/decimals of a token; whatever a contract does not answer falls back to a neutral value. */
export async function readTokenMetadata(
  client: PublicClient,
  { address, type }: { address: Address; type: 'ERC20' | 'ERC721' },
): Promise<TokenMetadata> {
  const read = <T>(promise: Promise<T>) =>
    promise.then(
      (value) => value,
      () => undefined,
    )
  const [name, symbol, decimals] = await Promise.all([
    read(client.readContract({ address, abi: erc20Abi, functionName: 'name' })),
    read(client.readContract({ address, abi: erc20Abi, functionName: 'symbol' })),
    type === 'ERC20'
      ? read(client.readContract({ address, abi: erc20Abi, functionName: 'decimals' }))
      : Promise.resolve(undefined),
  ])
  return {
    name: typeof name === 'string' ? name.slice(0, 200) : '',
    symbol: typeof symbol === 'string' ? symbol.slice(0, 50) : '',
    decimals: type === 'ERC20' ? (decimals ?? 0) : null,
  }
}

/** keccak256("fallback_manager.handler.address") and keccak256("guard_manager.guard.address"). */
const fallbackHandlerSlot = '0x6c9a6c4a39284e37ed1cf53d337577d14212a4870fb976a4366c693b939918d5'
const guardSlot = '0x4a204f620c8c5ccdca3fd54d003badd85ba500436a431f0cbda4f558c93c34c8'
const sentinel = '0x0000000000000000000000000000000000000001'

/**
 * A Safe's configuration read from the chain at a block: for a Safe whose history starts before the
 * scanned blocks (watched mode with a later start block, or a Safe set up outside the factory call).
 */
export async function readSafeState(
  client: PublicClient,
  safe: Address,
  blockNumber: number,
): Promise<SafeState> {
  const at = { blockNumber: BigInt(blockNumber) }
  const contract = { address: safe, abi: safeAbi, ...at } as const
  const [owners, threshold, nonce, modules, singleton, handler, guard] = await Promise.all([
    client.readContract({ ...contract, functionName: 'getOwners' }),
    client.readContract({ ...contract, functionName: 'getThreshold' }),
    client.readContract({ ...contract, functionName: 'nonce' }),
    client.readContract({ ...contract, functionName: 'getModulesPaginated', args: [sentinel, 100n] }),
    client.getStorageAt({ address: safe, slot: '0x0', ...at }),
    client.getStorageAt({ address: safe, slot: fallbackHandlerSlot, ...at }),
    client.getStorageAt({ address: safe, slot: guardSlot, ...at }),
  ])
  return {
    owners: owners.map((owner) => getAddress(owner)),
    threshold: Number(threshold),
    modules: modules[0].map((module) => getAddress(module)),
    fallbackHandler: addressFromSlot(handler),
    guard: addressFromSlot(guard),
    singleton: addressFromSlot(singleton),
    nonce: Number(nonce),
  }
}

/** The chain changed under a range being read (a reorg between two calls): retry the step. */
export class ChainMovedError extends Error {
  override name = 'ChainMovedError'
}

function addressFromSlot(slot: Hex | undefined): Address | null {
  if (slot === undefined) return null
  const address = `0x${slot.slice(-40)}`
  return /^0x0{40}$/.test(address) ? null : getAddress(address)
}
