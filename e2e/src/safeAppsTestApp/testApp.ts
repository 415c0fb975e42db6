import { SafeAppProvider } from '@safe-global/safe-apps-provider'
import SafeAppsSDK, { type EIP712TypedData } from '@safe-global/safe-apps-sdk'
import { type RawAnswer, rawRequest } from './appRequest.ts'

/**
 * The browser tests' Safe App, built from the official `@safe-global/safe-apps-sdk` and
 * `@safe-global/safe-apps-provider` (bundled by serveSafeAppsTestApp.ts). Each button runs a scenario
 * against the host; each outcome is a list item `data-step` / `data-ok` / `data-result` (JSON) the test
 * reads through the frame. The benchmark uses the same page (`Measure`).
 */

export type StepResult = { ok: true; value: unknown } | { ok: false; error: string; code?: number }

const sdk = new SafeAppsSDK()
const recipient = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const wrongAddress = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'
const zeroHash = `0x${'00'.repeat(32)}`
const unknownHash = `0x${'c0'.repeat(32)}`
const onChainMessage = 'Hello from the Coffer test app'

/** Typed data with two roots: the primary type cannot be inferred. */
const ambiguousTypedData: EIP712TypedData = {
  domain: { name: 'Coffer Test', version: '1', chainId: 31337 },
  types: { Note: [{ name: 'text', type: 'string' }], Other: [{ name: 'n', type: 'uint256' }] },
  message: { text: 'hello', n: '1' },
}

const statusLine = document.getElementById('status')
const results = document.getElementById('results')
const actions = document.getElementById('actions')

function show(name: string, result: StepResult): StepResult {
  let item = results?.querySelector<HTMLLIElement>(`li[data-step="${CSS.escape(name)}"]`)
  if (!item) {
    item = document.createElement('li')
    item.dataset.step = name
    results?.append(item)
  }
  const json = JSON.stringify(result, (_key, value) => (typeof value === 'bigint' ? value.toString() : value))
  item.dataset.ok = String(result.ok)
  item.dataset.result = json
  item.textContent = `${name}: ${json}`
  return result
}

async function step(name: string, run: () => Promise<unknown> | unknown): Promise<StepResult> {
  try {
    return show(name, { ok: true, value: await run() })
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    // The SDK's PermissionsError carries the EIP-1193 code (4001).
    const code =
      error instanceof Error && 'code' in error && typeof error.code === 'number' ? error.code : undefined
    return show(name, { ok: false, error: message, ...(code === undefined ? {} : { code }) })
  }
}

/** A raw request's answer as a step: the host's own refusal text, or its data. */
async function rawStep(name: string, request: () => Promise<RawAnswer>): Promise<StepResult> {
  const answer = await request()
  if ('timedOut' in answer) return show(name, { ok: true, value: 'no answer' })
  return show(name, answer.success ? { ok: true, value: answer.data } : { ok: false, error: answer.error })
}

const host = window.parent

function button(label: string, run: () => Promise<unknown>): void {
  const element = document.createElement('button')
  element.type = 'button'
  element.textContent = label
  element.addEventListener('click', () => void run())
  actions?.append(element)
}

async function main(): Promise<void> {
  const safe = await sdk.safe.getInfo()
  document.body.dataset.firstAnswerAt = String(performance.timeOrigin + performance.now())
  if (statusLine) statusLine.textContent = `Connected to ${safe.safeAddress} on chain ${safe.chainId}`
  show('connected', { ok: true, value: safe })
  const provider = new SafeAppProvider(safe, sdk)
  let lastSafeTxHash: string | undefined

  button('Run checks', async () => {
    await step('getSafeInfo', () => sdk.safe.getInfo())
    await step('getChainInfo', () => sdk.safe.getChainInfo())
    await step('getEnvironmentInfo', () => sdk.safe.getEnvironmentInfo())
    await step('getSafeBalances', () => sdk.safe.experimental_getBalances({ currency: 'usd' }))
    await step('wallet_getPermissions', () => sdk.wallet.getPermissions())
    await step('getOffChainSignature', () => sdk.safe.getOffChainSignature(unknownHash))
    await step('getTxBySafeTxHash:unknown', () => sdk.txs.getBySafeTxHash(unknownHash))

    // Every chain read of the SDK's eth API (RPC_CALLS), forwarded to the node.
    const block = await step('rpc:eth_getBlockByNumber', () => sdk.eth.getBlockByNumber(['latest']))
    const blockHash =
      block.ok && typeof block.value === 'object' && block.value !== null && 'hash' in block.value
        ? String(block.value.hash)
        : zeroHash
    await step('rpc:eth_getBlockByHash', () => sdk.eth.getBlockByHash([blockHash]))
    // getThreshold() on the Safe.
    await step('rpc:eth_call', () => sdk.eth.call([{ to: safe.safeAddress, data: '0xe75235b8' }]))
    await step('rpc:eth_gasPrice', () => sdk.eth.getGasPrice())
    await step('rpc:eth_getLogs', () =>
      sdk.eth.getPastLogs([{ address: safe.safeAddress, fromBlock: 'earliest', toBlock: 'latest' }]),
    )
    await step('rpc:eth_getBalance', () => sdk.eth.getBalance([safe.safeAddress]))
    await step('rpc:eth_getCode', () => sdk.eth.getCode([safe.safeAddress]))
    await step('rpc:eth_getStorageAt', () => sdk.eth.getStorageAt([safe.safeAddress, 0]))
    await step('rpc:eth_getTransactionByHash', () => sdk.eth.getTransactionByHash([zeroHash]))
    await step('rpc:eth_getTransactionReceipt', () => sdk.eth.getTransactionReceipt([zeroHash]))
    await step('rpc:eth_getTransactionCount', () => sdk.eth.getTransactionCount([safe.safeAddress]))
    await step('rpc:eth_estimateGas', () =>
      sdk.eth.getEstimateGas({ from: safe.safeAddress, to: recipient, value: '0x1' }),
    )
    await step('rpc:safe_setSettings', () => sdk.eth.setSafeSettings([{ offChainSigning: true }]))

    // Calls the host must refuse: nothing of them may reach the owner's wallet.
    await rawStep('rpc-refused:eth_sendTransaction', () =>
      rawRequest(host, 'rpcCall', { call: 'eth_sendTransaction', params: [{ to: recipient, value: '0x1' }] }),
    )
    await rawStep('rpc-refused:eth_accounts', () =>
      rawRequest(host, 'rpcCall', { call: 'eth_accounts', params: [] }),
    )
    await rawStep('rpc-refused:personal_sign-wrong-address', () =>
      rawRequest(host, 'rpcCall', { call: 'personal_sign', params: ['0x68656c6c6f', wrongAddress] }),
    )
    await rawStep('rpc-refused:eth_signTypedData_v4-wrong-address', () =>
      rawRequest(host, 'rpcCall', { call: 'eth_signTypedData_v4', params: [wrongAddress, '{}'] }),
    )

    // Each validation text, as the SDK or provider raises it in the app, and as the host answers a raw request.
    await step('sdk:no-transactions', () => sdk.txs.send({ txs: [] }))
    const sentAt = performance.now()
    await rawStep('host:no-transactions', () => rawRequest(host, 'sendTransactions', { txs: [] }))
    show('host:no-transactions-ms', { ok: true, value: performance.now() - sentAt })
    await step('sdk:invalid-safeTxHash', () => sdk.txs.getBySafeTxHash(''))
    await rawStep('host:invalid-safeTxHash', () =>
      rawRequest(host, 'getTxBySafeTxHash', { safeTxHash: '0x1234' }),
    )
    await step('sdk:invalid-typed-data', () =>
      Reflect.apply(sdk.txs.signTypedMessage, sdk.txs, [{ domain: {} }]),
    )
    await rawStep('host:invalid-typed-data', () =>
      rawRequest(host, 'signTypedMessage', { typedData: { domain: {} } }),
    )
    await step('sdk:primaryType', () => sdk.safe.calculateTypedMessageHash(ambiguousTypedData))
    await rawStep('host:primaryType', () =>
      rawRequest(host, 'signTypedMessage', { typedData: ambiguousTypedData }),
    )
    await step('provider:personal_sign-wrong-address', () =>
      provider.request({ method: 'personal_sign', params: ['0x68656c6c6f', wrongAddress] }),
    )
    await step('provider:eth_sign-not-0x', () =>
      provider.request({ method: 'eth_sign', params: [safe.safeAddress, 'hello'] }),
    )
    await step('provider:eth_signTypedData_v4-wrong-address', () =>
      provider.request({
        method: 'eth_signTypedData_v4',
        params: [wrongAddress, JSON.stringify(ambiguousTypedData)],
      }),
    )
    await step('provider:not-implemented', () => provider.request({ method: 'eth_coinbase', params: [] }))
    await step('provider:eth_chainId', () => provider.request({ method: 'eth_chainId', params: [] }))
    await step('provider:eth_accounts', () => provider.request({ method: 'eth_accounts', params: [] }))
    await rawStep('host:unknown-method', () => rawRequest(host, 'getCurrentTheme', undefined))
    await step('sdk:permissions-invalid', () => sdk.wallet.requestPermissions([{ eth_accounts: {} }]))
    await rawStep('host:permissions-invalid', () =>
      rawRequest(host, 'wallet_requestPermissions', [{ eth_accounts: {} }]),
    )
    // An SDK before 1.0 is not answered at all.
    await rawStep('host:sdk-0.x', () =>
      rawRequest(host, 'getSafeInfo', undefined, { timeoutMs: 1_500, env: { sdkVersion: '0.9.0' } }),
    )
    show('checks', { ok: true, value: 'done' })
  })

  // Asked several times in one test: each answer is a step of its own (requestAddressBook-1, -2, …).
  let addressBookRequests = 0
  button('Request address book', () =>
    step(`requestAddressBook-${++addressBookRequests}`, () => sdk.safe.requestAddressBook()),
  )

  button('Send transaction', () =>
    step('send', async () => {
      const hash: unknown = await provider.request({
        method: 'eth_sendTransaction',
        params: [{ from: safe.safeAddress, to: recipient, value: '0x2386f26fc10000', data: '0x' }],
      })
      lastSafeTxHash = String(hash)
      return hash
    }),
  )

  button('Track transaction', () =>
    step('track', async () => {
      if (!lastSafeTxHash) throw new Error('Send a transaction first')
      const statuses: string[] = []
      for (;;) {
        const details = await sdk.txs.getBySafeTxHash(lastSafeTxHash)
        if (statuses.at(-1) !== details.txStatus) {
          statuses.push(details.txStatus)
          show('track-status', { ok: true, value: statuses })
        }
        if (details.txHash) {
          // The provider maps the safeTxHash to the chain's transaction, as wagmi's receipt polling does.
          const receipt: unknown = await provider.request({
            method: 'eth_getTransactionReceipt',
            params: [lastSafeTxHash],
          })
          return { txHash: details.txHash, txStatus: details.txStatus, statuses, receipt }
        }
        await new Promise((resolve) => setTimeout(resolve, 1_000))
      }
    }),
  )

  button('Send batch', () =>
    step('batch', () =>
      sdk.txs.send({
        txs: [
          { to: recipient, value: '1', data: '0x' },
          { to: wrongAddress, value: '2', data: '0x' },
        ],
        params: { safeTxGas: 60_000 },
      }),
    ),
  )

  button('Sign message off chain', () => step('sign-off-chain', () => sdk.txs.signMessage('Hello off chain')))

  // Two requests in a row, the second sent as soon as the first is answered (while the owner still sees
  // the first one's "Transaction proposed"): each must get a review of its own.
  const batchCalls = [
    { to: recipient, value: '0x3', data: '0x' },
    { to: wrongAddress, value: '0x4', data: '0x' },
  ]
  button('Send transaction, then batch', () =>
    step('single-then-batch', async () => {
      const single: unknown = await provider.request({
        method: 'eth_sendTransaction',
        params: [{ from: safe.safeAddress, to: recipient, value: '0x5', data: '0x' }],
      })
      show('single-then-batch:single', { ok: true, value: single })
      const batch = await sdk.txs.send({ txs: batchCalls.map((call) => ({ ...call, value: '7' })) })
      return { single, batch: batch.safeTxHash }
    }),
  )
  button('Send batch, then transaction', () =>
    step('batch-then-single', async () => {
      const batch: unknown = await provider.request({
        method: 'wallet_sendCalls',
        params: [
          {
            version: '1.0',
            chainId: `0x${safe.chainId.toString(16)}`,
            from: safe.safeAddress,
            calls: batchCalls,
          },
        ],
      })
      show('batch-then-single:batch', { ok: true, value: batch })
      const single: unknown = await provider.request({
        method: 'eth_sendTransaction',
        params: [{ from: safe.safeAddress, to: recipient, value: '0x6', data: '0x' }],
      })
      return { batch, single }
    }),
  )

  // Typed data whose domain names another chain (an app that signs fixed-domain data).
  button('Sign typed data for chain 1', () =>
    step('sign-other-chain', () =>
      sdk.txs.signTypedMessage({
        domain: { name: 'Coffer Test', version: '1', chainId: 1 },
        types: { Note: [{ name: 'text', type: 'string' }] },
        primaryType: 'Note',
        message: { text: 'Signed for chain 1' },
      }),
    ),
  )

  // The same message asked for each time: each answer is a step of its own (sign-note-1, -2, …).
  let noteRequests = 0
  button('Sign note off chain', () =>
    step(`sign-note-${++noteRequests}`, () => sdk.txs.signMessage('A note the owner signs once')),
  )

  button('Sign message on chain', () =>
    step('sign-on-chain', async () => {
      await sdk.eth.setSafeSettings([{ offChainSigning: false }])
      return sdk.txs.signMessage(onChainMessage)
    }),
  )

  button('Check message', () => step('message-signed', () => sdk.safe.isMessageSigned(onChainMessage)))

  button('Probe from other frames', async () => {
    const origins =
      document.querySelector<HTMLMetaElement>('meta[name="probe-origins"]')?.content.split(' ') ?? []
    const reports = new Map<string, boolean>()
    const strayIds = new Set<string>()
    const onMessage = (event: MessageEvent) => {
      const data: unknown = event.data
      if (typeof data !== 'object' || data === null) return
      if ('type' in data && data.type === 'coffer-probe-report' && 'kind' in data && 'answered' in data) {
        reports.set(String(data.kind), data.answered === true)
        if ('ids' in data && Array.isArray(data.ids)) for (const id of data.ids) strayIds.add(String(id))
      }
    }
    const answeredHere: string[] = []
    const onAnswer = (event: MessageEvent) => {
      const data: unknown = event.data
      if (event.source === host && typeof data === 'object' && data !== null && 'id' in data)
        answeredHere.push(String(data.id))
    }
    window.addEventListener('message', onMessage)
    window.addEventListener('message', onAnswer)
    for (const [index, origin] of origins.entries()) {
      const frame = document.createElement('iframe')
      frame.title = `probe ${index}`
      frame.src = `${origin}/probe.html?kind=${index === 0 ? 'same-origin' : 'foreign-origin'}`
      frame.style.cssText = 'width: 1px; height: 1px; border: 0'
      document.body.append(frame)
    }
    const deadline = Date.now() + 10_000
    while (reports.size < origins.length && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 100))
    window.removeEventListener('message', onMessage)
    window.removeEventListener('message', onAnswer)
    for (const [kind, answered] of reports)
      show(`probe:${kind}`, {
        ok: true,
        value: { answered, answeredToApp: answeredHere.some((id) => strayIds.has(id)) },
      })
  })

  button('Measure', () =>
    step('measure', async () => {
      const runs = Number(new URLSearchParams(window.location.search).get('runs') ?? 200)
      const samples: number[] = []
      for (let run = 0; run < runs; run++) {
        const started = performance.now()
        await sdk.safe.getInfo()
        samples.push(performance.now() - started)
      }
      return samples
    }),
  )

  if (statusLine) statusLine.dataset.ready = 'true'
}

void main()
