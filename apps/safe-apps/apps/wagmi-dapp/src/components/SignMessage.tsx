import { type FormEvent, useId, useState } from 'react'
import type { Address } from 'viem'
import { usePublicClient, useSignMessage } from 'wagmi'
import { Field } from '../../../shared/Field.tsx'
import { checkSafeSignature, eip1271MagicValue, type SafeSignatureCheck } from '../checkSafeSignature.ts'

/** Signs a message as the Safe (`useSignMessage`) and checks the signature with the Safe's EIP-1271. */
export function SignMessage({ safe }: { safe: Address }) {
  const id = useId()
  const [message, setMessage] = useState('Hello from a Safe App')
  const [check, setCheck] = useState<SafeSignatureCheck | 'checking' | null>(null)
  const sign = useSignMessage()
  const client = usePublicClient()

  const verify = async (signed: { message: string; signature: `0x${string}` }) => {
    if (!client) return
    setCheck('checking')
    setCheck(await checkSafeSignature(client, { safe, ...signed }))
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    setCheck(null)
    sign.signMessage({ message }, { onSuccess: (signature) => verify({ message, signature }) })
  }
  const signed =
    sign.data && sign.variables && typeof sign.variables.message === 'string'
      ? { message: sign.variables.message, signature: sign.data }
      : undefined

  return (
    <form className="card" onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Sign a message</h2>
      <Field id={`${id}-message`} label="Message">
        <textarea
          id={`${id}-message`}
          rows={2}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
        />
      </Field>
      <div className="row">
        <button type="submit" className="primary" disabled={sign.isPending || message === ''}>
          {sign.isPending ? 'Waiting for the owners…' : 'Sign'}
        </button>
        {signed && (
          <button type="button" onClick={() => verify(signed)} disabled={check === 'checking'}>
            Check the signature again
          </button>
        )}
      </div>
      <div role="status" aria-live="polite">
        {sign.isError && <p className="notice error">Not signed: {sign.error.message.split('\n')[0]}</p>}
        {signed && (
          <p>
            Signature:{' '}
            <span className="mono">
              {signed.signature === '0x' ? '0x (not complete yet: more owners must sign)' : signed.signature}
            </span>
          </p>
        )}
        {check === 'checking' && <p className="muted">Asking the Safe (isValidSignature)…</p>}
        {check && check !== 'checking' && (
          <p className={check.valid ? 'notice success' : 'notice warning'}>
            {check.valid
              ? `Valid: the Safe’s isValidSignature returned ${eip1271MagicValue} (EIP-1271).`
              : signed?.signature === '0x'
                ? 'Not valid yet: the Safe has no complete signature for this message. Its other owners sign it from the Safe (Messages, or the Queue when it is signed on chain).'
                : `Not valid: isValidSignature returned ${check.returned ?? 'an error'}.`}
          </p>
        )}
      </div>
    </form>
  )
}
