import type SafeAppsSDK from '@safe-global/safe-apps-sdk'
import type { BaseTransaction, ChainInfo, SafeInfoExtended } from '@safe-global/safe-apps-sdk'
import { type ChangeEvent, useId, useReducer, useState } from 'react'
import { Field } from '../../shared/Field.tsx'
import { createBatchFile, parseBatchFile, serializeBatchFile } from './batch/batchFile.ts'
import { batchReducer, emptyBatch } from './batch/batchReducer.ts'
import { toBaseTransaction } from './batch/toBaseTransaction.ts'
import { AddTransactionForm } from './components/AddTransactionForm.tsx'
import { BatchList } from './components/BatchList.tsx'

export type AppProps = { sdk: SafeAppsSDK; safe: SafeInfoExtended; chain: ChainInfo }

type Status =
  | { type: 'idle' }
  | { type: 'sending' }
  | { type: 'sent'; safeTxHash: string }
  | { type: 'loaded'; warnings: string[] }
  | { type: 'error'; message: string }

export function App({ sdk, safe, chain }: AppProps) {
  const id = useId()
  const [batch, dispatch] = useReducer(batchReducer, emptyBatch)
  const [name, setName] = useState('Transactions batch')
  const [status, setStatus] = useState<Status>({ type: 'idle' })
  const nativeCurrency = { symbol: chain.nativeCurrency.symbol, decimals: chain.nativeCurrency.decimals }
  const transactions = batch.items.map((item) => item.transaction)

  const save = () => {
    const file = createBatchFile({
      name: name.trim() || 'Transactions batch',
      chainId: chain.chainId,
      safeAddress: safe.safeAddress,
      transactions,
      createdAt: Date.now(),
    })
    downloadFile(`${fileNameOf(file.meta.name)}.json`, serializeBatchFile(file))
  }

  const load = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget
    const chosen = input.files?.[0]
    input.value = ''
    if (!chosen) return
    const parsed = parseBatchFile(await chosen.text())
    if (!parsed.ok) {
      setStatus({ type: 'error', message: parsed.error })
      return
    }
    const { file, checksum } = parsed.value
    dispatch({ type: 'replace', transactions: file.transactions })
    setName(file.meta.name)
    const warnings = [
      ...(checksum === 'mismatch'
        ? ['This file was changed after it was saved (its checksum does not match): check every transaction.']
        : []),
      ...(file.chainId !== chain.chainId
        ? [
            `This batch was made for chain ${file.chainId}; this Safe is on chain ${chain.chainId} (${chain.chainName}). Check every address.`,
          ]
        : []),
    ]
    setStatus({ type: 'loaded', warnings })
  }

  const send = async () => {
    const txs: BaseTransaction[] = []
    for (const [index, transaction] of transactions.entries()) {
      const built = toBaseTransaction(transaction)
      if (!built.ok) {
        setStatus({ type: 'error', message: `Transaction ${index + 1} cannot be sent: ${built.error}` })
        return
      }
      txs.push(built.transaction)
    }
    setStatus({ type: 'sending' })
    try {
      const { safeTxHash } = await sdk.txs.send({ txs })
      setStatus({ type: 'sent', safeTxHash })
    } catch (error) {
      setStatus({
        type: 'error',
        message: `The batch was not created: ${error instanceof Error ? error.message : String(error)}`,
      })
    }
  }

  return (
    <main className="page">
      <header className="card">
        <h1>Transaction Builder</h1>
        <dl>
          <dt>Safe</dt>
          <dd className="mono">{safe.safeAddress}</dd>
          <dt>Chain</dt>
          <dd>{chain.chainName}</dd>
        </dl>
      </header>

      <AddTransactionForm
        chainId={chain.chainId}
        nativeCurrency={nativeCurrency}
        onAdd={(transaction) => {
          dispatch({ type: 'add', transaction })
          setStatus({ type: 'idle' })
        }}
      />

      <section className="card" aria-labelledby={`${id}-batch`}>
        <h2 id={`${id}-batch`}>
          Batch <span className="muted">({batch.items.length})</span>
        </h2>
        <BatchList items={batch.items} nativeCurrency={nativeCurrency} dispatch={dispatch} />

        <Field id={`${id}-name`} label="Batch name">
          <input id={`${id}-name`} value={name} onChange={(event) => setName(event.target.value)} />
        </Field>
        <div className="row">
          <button type="button" onClick={save} disabled={batch.items.length === 0}>
            Save as a file
          </button>
          <label className="button" htmlFor={`${id}-file`}>
            Load a file
          </label>
          <input
            id={`${id}-file`}
            type="file"
            accept=".json,application/json"
            className="sr-only"
            onChange={load}
          />
          <button
            type="button"
            className="danger"
            onClick={() => dispatch({ type: 'clear' })}
            disabled={batch.items.length === 0}
          >
            Clear
          </button>
        </div>
        <div className="row">
          <button
            type="button"
            className="primary"
            onClick={send}
            disabled={batch.items.length === 0 || status.type === 'sending'}
          >
            {status.type === 'sending'
              ? 'Waiting for the Safe…'
              : batch.items.length > 1
                ? `Send the batch (${batch.items.length} transactions)`
                : 'Send the batch'}
          </button>
        </div>
        <div role="status" aria-live="polite">
          <StatusMessage status={status} />
        </div>
      </section>
    </main>
  )
}

function StatusMessage({ status }: { status: Status }) {
  switch (status.type) {
    case 'idle':
    case 'sending':
      return null
    case 'sent':
      return (
        <p className="notice success">
          The Safe transaction was created: <span className="mono">{status.safeTxHash}</span>. The owners
          confirm and execute it from the Safe’s queue.
        </p>
      )
    case 'loaded':
      return (
        <div className={status.warnings.length > 0 ? 'notice warning' : 'notice success'}>
          <p>The batch file was loaded.</p>
          {status.warnings.map((warning) => (
            <p key={warning}>{warning}</p>
          ))}
        </div>
      )
    case 'error':
      return <p className="notice error">{status.message}</p>
  }
}

function fileNameOf(name: string): string {
  return name.replace(/[^\w.-]+/g, '-').replace(/^-+|-+$/g, '') || 'batch'
}

function downloadFile(fileName: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }))
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}
