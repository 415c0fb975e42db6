import { type FormEvent, useId, useState } from 'react'
import { getAddress, isAddress, parseEther } from 'viem'
import { useSendTransaction, useWaitForTransactionReceipt } from 'wagmi'
import { Field, fieldAria } from '../../../shared/Field.tsx'

/**
 * `useSendTransaction` as any dapp calls it. In a Safe, the hash that comes back is the Safe transaction's
 * (safeTxHash): the owners confirm and execute it later, and wagmi's receipt lookup finds the chain
 * transaction through the provider once that happens.
 */
export function SendTransaction({ nativeSymbol }: { nativeSymbol: string }) {
  const id = useId()
  const [to, setTo] = useState('')
  const [amount, setAmount] = useState('')
  const [errors, setErrors] = useState<{ to?: string; amount?: string }>({})
  const send = useSendTransaction()
  const receipt = useWaitForTransactionReceipt({
    hash: send.data,
    query: { enabled: send.data !== undefined },
  })

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const recipient = to.trim()
    const value = amount.trim()
    const found = {
      ...(isAddress(recipient, { strict: false })
        ? {}
        : { to: 'Enter the recipient’s address: 0x and 40 hex characters' }),
      ...(/^\d+(\.\d{1,18})?$/.test(value)
        ? {}
        : { amount: `Enter an amount of ${nativeSymbol}, e.g. 0.01` }),
    }
    setErrors(found)
    if (found.to || found.amount) return
    send.sendTransaction({ to: getAddress(recipient), value: parseEther(value) })
  }

  return (
    <form className="card" onSubmit={submit} aria-labelledby={`${id}-title`} noValidate>
      <h2 id={`${id}-title`}>Send {nativeSymbol}</h2>
      <Field id={`${id}-to`} label="Recipient" error={errors.to}>
        <input
          {...fieldAria(`${id}-to`, errors.to)}
          className="mono"
          value={to}
          onChange={(event) => setTo(event.target.value)}
          placeholder="0x…"
          autoComplete="off"
          spellCheck={false}
        />
      </Field>
      <Field id={`${id}-amount`} label={`Amount (${nativeSymbol})`} error={errors.amount}>
        <input
          {...fieldAria(`${id}-amount`, errors.amount)}
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          inputMode="decimal"
          placeholder="0.01"
          autoComplete="off"
        />
      </Field>
      <div className="row">
        <button type="submit" className="primary" disabled={send.isPending}>
          {send.isPending ? 'Waiting for the Safe…' : 'Send'}
        </button>
      </div>
      <div role="status" aria-live="polite">
        {send.isError && <p className="notice error">Not sent: {send.error.message.split('\n')[0]}</p>}
        {send.data && (
          <div className={receipt.isSuccess ? 'notice success' : 'notice'}>
            <p>
              Safe transaction created: <span className="mono">{send.data}</span>
            </p>
            <p>
              {receipt.isSuccess
                ? `Executed in block ${receipt.data.blockNumber} (transaction ${receipt.data.transactionHash}).`
                : receipt.isError
                  ? 'Not executed yet: the owners confirm and execute it from the Safe’s queue.'
                  : 'Waiting for the owners to confirm and execute it…'}
            </p>
          </div>
        )}
      </div>
    </form>
  )
}
