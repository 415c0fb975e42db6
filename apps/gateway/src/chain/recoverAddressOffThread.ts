import { createRequire } from 'node:module'
import { Worker } from 'node:worker_threads'
import type { RecoverAddress } from '@coffer/safe'
import type { Address, Hex } from 'viem'
import { addressOfPublicKey, recoverAddressNative } from './recoverAddressNative.ts'

/**
 * The worker: libsecp256k1 public-key recovery over a batch, nothing else (the binding is its only
 * module, so it starts in milliseconds). A signature the binding refuses comes back as not recovered.
 */
const workerSource = `
const { parentPort } = require('node:worker_threads')
const secp256k1 = require(${JSON.stringify(createRequire(import.meta.url).resolve('secp256k1'))})
parentPort.on('message', ({ id, hashes, signatures, recoveryIds }) => {
  const count = recoveryIds.length
  const keys = new Uint8Array(count * 64)
  const recovered = new Uint8Array(count)
  for (let index = 0; index < count; index++) {
    try {
      const key = secp256k1.ecdsaRecover(
        signatures.subarray(index * 64, index * 64 + 64),
        recoveryIds[index],
        hashes.subarray(index * 32, index * 32 + 32),
        false,
      )
      keys.set(key.subarray(1), index * 64)
      recovered[index] = 1
    } catch {}
  }
  parentPort.postMessage({ id, keys, recovered }, [keys.buffer, recovered.buffer])
})
`

type Request = { hash: Hex; signature: Hex; resolve(owner: Address): void; reject(error: unknown): void }
type Reply = { id: number; keys: Uint8Array; recovered: Uint8Array }

/** Signatures per message: results flow back while later ones are still being recovered. */
const batchSize = 128

let worker: Worker | undefined
let nextId = 0
const inFlight = new Map<number, Request[]>()
let queued: Request[] = []
let flushScheduled = false

/**
 * `recoverAddressNative` with the ECDSA work on a worker thread: the indexer recovers one or more
 * signers per execution (~0.1 ms each), and meanwhile the main thread can decode, build and write the
 * rest of the range. Calls made in the same tick travel together. Same answers and same errors as
 * `recoverAddressNative`: anything the worker cannot take (an odd `v`, a refused signature, a worker
 * that failed) is recovered on this thread instead.
 */
export const recoverAddressOffThread: RecoverAddress = ({ hash, signature }) =>
  new Promise<Address>((resolve, reject) => {
    queued.push({ hash, signature, resolve, reject })
    if (queued.length >= batchSize) flush()
    else if (!flushScheduled) {
      flushScheduled = true
      queueMicrotask(flush)
    }
  })

function flush(): void {
  flushScheduled = false
  const batch = queued
  queued = []
  if (batch.length === 0) return
  const forWorker: Request[] = []
  for (const request of batch) {
    if (isWorkerShaped(request)) forWorker.push(request)
    else recoverHere(request)
  }
  if (forWorker.length === 0) return
  const target = startWorker()
  if (!target) {
    for (const request of forWorker) recoverHere(request)
    return
  }
  const count = forWorker.length
  const hashes = new Uint8Array(count * 32)
  const signatures = new Uint8Array(count * 64)
  const recoveryIds = new Uint8Array(count)
  // Hex decoded straight into the transferred arrays (Buffer views, no copies): a catch-up range sends
  // thousands of signatures, and a Buffer per hash and signature was garbage for the main thread.
  const hashBytes = Buffer.from(hashes.buffer)
  const signatureBytes = Buffer.from(signatures.buffer)
  let index = 0
  for (const { hash, signature } of forWorker) {
    hashBytes.write(hash.slice(2), index * 32, 32, 'hex')
    signatureBytes.write(signature.slice(2, 130), index * 64, 64, 'hex')
    // isWorkerShaped let only v = 27 (0x1b) or 28 (0x1c) through.
    recoveryIds[index] = signature.slice(130).toLowerCase() === '1b' ? 0 : 1
    index++
  }
  const id = nextId++
  inFlight.set(id, forWorker)
  if (inFlight.size === 1) target.ref()
  target.postMessage({ id, hashes, signatures, recoveryIds }, [
    hashes.buffer,
    signatures.buffer,
    recoveryIds.buffer,
  ])
}

/** 32-byte hash, 65-byte signature with v 27 or 28: what the binding takes (as in recoverAddressNative). */
function isWorkerShaped({ hash, signature }: Request): boolean {
  if (hash.length !== 66 || signature.length !== 132 || !hexPattern.test(hash) || !hexPattern.test(signature))
    return false
  const v = signature.slice(130).toLowerCase()
  return v === '1b' || v === '1c'
}

const hexPattern = /^0x[0-9a-fA-F]*$/

/**
 * Starts the worker ahead of the first batch (an indexer calls it when it starts): a thread takes tens
 * of milliseconds to boot, better spent while the first range's logs are on the way.
 */
export function startRecoveryWorker(): void {
  startWorker()
}

function startWorker(): Worker | undefined {
  if (worker) return worker
  try {
    const started = new Worker(workerSource, { eval: true })
    started.on('message', (reply: Reply) => receive(reply))
    started.on('error', () => fail(started))
    started.on('exit', () => fail(started))
    started.unref()
    worker = started
    return started
  } catch {
    return undefined
  }
}

function receive({ id, keys, recovered }: Reply): void {
  const batch = inFlight.get(id)
  if (!batch) return
  inFlight.delete(id)
  if (inFlight.size === 0) worker?.unref()
  for (const [index, request] of batch.entries()) {
    if (recovered[index] === 1)
      request.resolve(addressOfPublicKey(keys.subarray(index * 64, index * 64 + 64)))
    else recoverHere(request)
  }
}

/** A worker that died takes no more batches; what it held is recovered here, the next batch starts another. */
function fail(failed: Worker): void {
  if (worker !== failed) return
  worker = undefined
  const batches = [...inFlight.values()]
  inFlight.clear()
  for (const batch of batches) for (const request of batch) recoverHere(request)
}

function recoverHere({ hash, signature, resolve, reject }: Request): void {
  recoverAddressNative({ hash, signature }).then(resolve, reject)
}
