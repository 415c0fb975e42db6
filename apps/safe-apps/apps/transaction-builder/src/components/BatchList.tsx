import { type Dispatch, useId } from 'react'
import { formatUnits } from 'viem'
import type { BatchAction, BatchItem } from '../batch/batchReducer.ts'
import { inputKey } from '../batch/contractMethod.ts'
import { toBaseTransaction } from '../batch/toBaseTransaction.ts'

export type BatchListProps = {
  items: readonly BatchItem[]
  nativeCurrency: { symbol: string; decimals: number }
  dispatch: Dispatch<BatchAction>
}

/** The batch in sending order, each entry movable and removable. */
export function BatchList({ items, nativeCurrency, dispatch }: BatchListProps) {
  if (items.length === 0)
    return <p className="muted">No transactions yet: add one above, or load a batch file.</p>
  return (
    <ol aria-label="Transactions in the batch">
      {items.map((item, index) => (
        <BatchEntry
          key={item.id}
          item={item}
          position={index + 1}
          last={index === items.length - 1}
          nativeCurrency={nativeCurrency}
          dispatch={dispatch}
        />
      ))}
    </ol>
  )
}

function BatchEntry({
  item,
  position,
  last,
  nativeCurrency,
  dispatch,
}: {
  item: BatchItem
  position: number
  last: boolean
  nativeCurrency: { symbol: string; decimals: number }
  dispatch: Dispatch<BatchAction>
}) {
  const id = useId()
  const { transaction } = item
  const method = transaction.contractMethod
  const encoded = toBaseTransaction(transaction)
  const data = encoded.ok ? encoded.transaction.data : null
  const title = method ? method.name : data && data !== '0x' ? 'Raw call' : 'Transfer'
  return (
    <li className="card" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>
        {position}. {title}
      </h3>
      <dl>
        <dt>To</dt>
        <dd className="mono">{transaction.to}</dd>
        <dt>Value</dt>
        <dd>
          {formatUnits(BigInt(transaction.value), nativeCurrency.decimals)} {nativeCurrency.symbol}
        </dd>
        {method?.inputs.map((input, index) => {
          const key = inputKey(input, index)
          return (
            <Argument
              key={key}
              name={input.name || `Argument ${index + 1}`}
              value={transaction.contractInputsValues?.[key] ?? ''}
            />
          )
        })}
        {!method && data && data !== '0x' && (
          <>
            <dt>Data</dt>
            <dd className="mono">
              {data.length > 74 ? `${data.slice(0, 74)}… (${(data.length - 2) / 2} bytes)` : data}
            </dd>
          </>
        )}
      </dl>
      {!encoded.ok && <p className="notice error">Cannot be encoded: {encoded.error}</p>}
      <div className="row">
        <button
          type="button"
          onClick={() => dispatch({ type: 'move', id: item.id, by: -1 })}
          disabled={position === 1}
          aria-label={`Move transaction ${position} up`}
        >
          Up
        </button>
        <button
          type="button"
          onClick={() => dispatch({ type: 'move', id: item.id, by: 1 })}
          disabled={last}
          aria-label={`Move transaction ${position} down`}
        >
          Down
        </button>
        <button
          type="button"
          className="danger"
          onClick={() => dispatch({ type: 'remove', id: item.id })}
          aria-label={`Remove transaction ${position}`}
        >
          Remove
        </button>
      </div>
    </li>
  )
}

function Argument({ name, value }: { name: string; value: string }) {
  return (
    <>
      <dt>{name}</dt>
      <dd className="mono">{value === '' ? '—' : value}</dd>
    </>
  )
}
