import type { AbiFunction } from 'abitype'
import { type FormEvent, useId, useRef, useState } from 'react'
import { isAddress } from 'viem'
import { Field, fieldAria } from '../../../shared/Field.tsx'
import type { BatchTransaction } from '../batch/batchFile.ts'
import { buildBatchTransaction, type TransactionFormErrors } from '../batch/buildBatchTransaction.ts'
import { inputKey, parseAbiText } from '../batch/contractMethod.ts'
import { fetchContractFunctions } from '../gateway/fetchContractFunctions.ts'

type Abi =
  | { status: 'none' }
  | { status: 'loading' }
  /** `address`: the contract a registry ABI was read for; none for a pasted ABI, which may fit many. */
  | { status: 'loaded'; source: string; functions: AbiFunction[]; address?: string }
  | { status: 'failed'; error: string }

export type AddTransactionFormProps = {
  chainId: string
  nativeCurrency: { symbol: string; decimals: number }
  onAdd(transaction: BatchTransaction): void
}

function signature(fn: AbiFunction): string {
  return `${fn.name}(${fn.inputs.map((input) => input.type).join(', ')})`
}

/** One call to add to the batch: a contract function with typed arguments, or raw data. */
export function AddTransactionForm({ chainId, nativeCurrency, onAdd }: AddTransactionFormProps) {
  const id = useId()
  const [to, setTo] = useState('')
  // The address as typed now, for a registry answer that arrives after the person changed it.
  const currentTo = useRef('')
  const [abi, setAbi] = useState<Abi>({ status: 'none' })
  const [abiText, setAbiText] = useState('')
  const [methodSignature, setMethodSignature] = useState('')
  const [args, setArgs] = useState<Record<string, string>>({})
  const [value, setValue] = useState('')
  const [data, setData] = useState('')
  const [errors, setErrors] = useState<TransactionFormErrors>({})

  const functions = abi.status === 'loaded' ? abi.functions : []
  const method = functions.find((fn) => signature(fn) === methodSignature)

  const showFunctions = (source: string, loaded: AbiFunction[], address?: string) => {
    setAbi(
      address
        ? { status: 'loaded', source, functions: loaded, address }
        : { status: 'loaded', source, functions: loaded },
    )
    setMethodSignature(loaded[0] ? signature(loaded[0]) : '')
    setArgs({})
  }

  const loadFromRegistry = async () => {
    if (!isAddress(to.trim(), { strict: false })) {
      setErrors({ to: 'Enter the contract’s address first: 0x and 40 hex characters' })
      return
    }
    const address = to.trim().toLowerCase()
    setAbi({ status: 'loading' })
    const result = await fetchContractFunctions({ chainId, address: to.trim() })
    // Another address was typed meanwhile: this ABI is not its.
    if (currentTo.current.trim().toLowerCase() !== address) return
    if (result.ok)
      showFunctions(
        result.name ? `${result.name} (contract registry)` : 'the contract registry',
        result.functions,
        address,
      )
    else setAbi({ status: 'failed', error: result.error })
  }

  /** A registry ABI belongs to its contract: another address forgets it (and a load still on its way). */
  const changeTo = (next: string) => {
    setTo(next)
    currentTo.current = next
    const address = next.trim().toLowerCase()
    if ((abi.status === 'loaded' && abi.address && abi.address !== address) || abi.status === 'loading') {
      setAbi({ status: 'none' })
      setMethodSignature('')
      setArgs({})
    }
  }

  const applyPastedAbi = () => {
    const parsed = parseAbiText(abiText)
    if (parsed.ok) showFunctions('the pasted ABI', parsed.functions)
    else setAbi({ status: 'failed', error: parsed.error })
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const built = buildBatchTransaction({ to, value, method, args, data }, nativeCurrency)
    if (!built.ok) {
      setErrors(built.errors)
      return
    }
    setErrors({})
    onAdd(built.transaction)
    setArgs({})
    setValue('')
    setData('')
  }

  return (
    <form className="card" onSubmit={submit} aria-labelledby={`${id}-title`} noValidate>
      <h2 id={`${id}-title`}>Add a transaction</h2>

      <Field id={`${id}-to`} label="Contract or recipient address" error={errors.to}>
        <input
          {...fieldAria(`${id}-to`, errors.to)}
          value={to}
          onChange={(event) => changeTo(event.target.value)}
          placeholder="0x…"
          autoComplete="off"
          spellCheck={false}
          className="mono"
        />
      </Field>

      <div className="row">
        <button type="button" onClick={loadFromRegistry} disabled={abi.status === 'loading'}>
          {abi.status === 'loading' ? 'Loading the ABI…' : 'Load the ABI from the registry'}
        </button>
      </div>

      <details>
        <summary>Paste an ABI instead</summary>
        <Field id={`${id}-abi`} label="ABI (JSON)">
          <textarea
            id={`${id}-abi`}
            rows={5}
            value={abiText}
            onChange={(event) => setAbiText(event.target.value)}
            spellCheck={false}
            placeholder='[{"type":"function","name":"transfer",…}]'
          />
        </Field>
        <div className="row">
          <button type="button" onClick={applyPastedAbi} disabled={abiText.trim() === ''}>
            Use this ABI
          </button>
        </div>
      </details>

      <p role="status" className={abi.status === 'failed' ? 'notice error' : 'muted'}>
        {abi.status === 'failed'
          ? abi.error
          : abi.status === 'loaded'
            ? `${abi.functions.length} callable function${abi.functions.length === 1 ? '' : 's'} from ${abi.source}.`
            : 'Without an ABI, the call is sent as raw data.'}
      </p>

      {functions.length > 0 && (
        <Field id={`${id}-method`} label="Function">
          <select
            id={`${id}-method`}
            value={methodSignature}
            onChange={(event) => {
              setMethodSignature(event.target.value)
              setArgs({})
              setValue('')
            }}
          >
            {functions.map((fn) => (
              <option key={signature(fn)} value={signature(fn)}>
                {signature(fn)}
              </option>
            ))}
            <option value="">Raw data (no function)</option>
          </select>
        </Field>
      )}

      {method?.inputs.map((input, index) => {
        const key = inputKey(input, index)
        const error = errors.args?.[key]
        const composite = input.type.endsWith(']') || input.type === 'tuple'
        const fieldId = `${id}-arg-${index}`
        return (
          <Field
            key={`${methodSignature}-${key}`}
            id={fieldId}
            label={input.name || `Argument ${index + 1}`}
            hint={`(${input.type})`}
            error={error}
          >
            <input
              {...fieldAria(fieldId, error)}
              value={args[key] ?? ''}
              onChange={(event) => setArgs({ ...args, [key]: event.target.value })}
              placeholder={
                composite ? 'JSON, e.g. ["0x…", "0x…"]' : input.type === 'bool' ? 'true or false' : ''
              }
              autoComplete="off"
              spellCheck={false}
              className={input.type === 'string' ? undefined : 'mono'}
            />
          </Field>
        )
      })}
      {errors.args?.[''] && <p className="notice error">{errors.args['']}</p>}

      {!method && (
        <Field id={`${id}-data`} label="Data" hint="(hex; empty for a plain transfer)" error={errors.data}>
          <textarea
            {...fieldAria(`${id}-data`, errors.data)}
            rows={3}
            value={data}
            onChange={(event) => setData(event.target.value)}
            spellCheck={false}
            placeholder="0x"
          />
        </Field>
      )}

      {!method || method.stateMutability === 'payable' ? (
        <Field id={`${id}-value`} label={`Value (${nativeCurrency.symbol})`} error={errors.value}>
          <input
            {...fieldAria(`${id}-value`, errors.value)}
            value={value}
            onChange={(event) => setValue(event.target.value)}
            inputMode="decimal"
            placeholder="0"
            autoComplete="off"
          />
        </Field>
      ) : (
        errors.value && <p className="notice error">{errors.value}</p>
      )}

      <div className="row">
        <button type="submit" className="primary">
          Add to the batch
        </button>
      </div>
    </form>
  )
}
