import { useMutation } from '@tanstack/react-query'
import { type FormEvent, useId, useState } from 'react'
import type { Address, Hex } from 'viem'
import { Button } from '../../../components/ui/Button/Button.tsx'
import { Dialog } from '../../../components/ui/Dialog/Dialog.tsx'
import { Field, TextArea } from '../../../components/ui/Field/Field.tsx'
import { Icon } from '../../../components/ui/Icon/Icon.tsx'
import { SegmentedControl } from '../../../components/ui/SegmentedControl/SegmentedControl.tsx'
import { Spinner } from '../../../components/ui/Spinner/Spinner.tsx'
import type { ChainInfo } from '../../../gateway/ChainInfoSchema.ts'
import { readSignatureChecks } from '../../../safe-message/api/readSignatureChecks.ts'
import { eip1271MagicValues, type SignatureCheck } from '../../../safe-message/model/signatureCheck.ts'
import { typedDataProblemText } from '../../../safe-message/model/typedDataProblemText.ts'
import { HashValue } from '../../../transactions/components/HashValue.tsx'
import { t } from '../i18n/t.ts'
import {
  parseVerifyInput,
  type VerifyInputProblem,
  type VerifyMessageKind,
} from '../model/parseVerifyInput.ts'

function problemText(problem: VerifyInputProblem): string {
  if (problem.code === 'typed_data') return typedDataProblemText(problem.problem)
  return t(`messages.verify_tool.errors.${problem.code}`)
}

/** The Safe's answer, both forms, in words: "Valid" only when the Safe said so. */
function Answer({ checks, messageHash }: { checks: SignatureCheck[]; messageHash: Hex }) {
  const valid = checks.filter((check) => check.valid).length
  const summary =
    valid === checks.length
      ? t('messages.verify_tool.summary_valid')
      : valid === 0
        ? t('messages.verify_tool.summary_invalid')
        : t('messages.verify_tool.summary_mixed')
  return (
    <section
      role="status"
      aria-label={t('messages.verify_tool.title')}
      data-testid="verify-result"
      className={`flex flex-col gap-3 rounded-control px-4 py-3 text-sm ${valid === checks.length ? 'bg-success-soft' : 'bg-danger-soft'}`}
    >
      <p
        className={`flex items-center gap-2 font-semibold ${valid === checks.length ? 'text-success' : 'text-danger'}`}
      >
        <Icon name={valid === checks.length ? 'checkCircle' : 'alert'} className="size-4 shrink-0" />
        {summary}
      </p>
      <ul className="flex flex-col gap-2">
        {checks.map((check) => (
          <li key={check.form} className="flex flex-col gap-0.5" data-testid={`verify-${check.form}`}>
            <span className="font-mono text-xs">{t(`messages.verify_tool.forms.${check.form}`)}</span>
            <span className="font-semibold">
              {check.valid ? t('messages.verify_tool.valid') : t('messages.verify_tool.not_valid')}
              <span className="font-normal text-ink-muted">
                {' — '}
                {t(`messages.verify_tool.reasons.${check.reason}`, { value: eip1271MagicValues[check.form] })}
              </span>
            </span>
          </li>
        ))}
      </ul>
      <div className="flex flex-col gap-0.5">
        <span className="text-xs font-semibold text-ink-muted">
          {t('messages.verify_tool.computed_hash')}
        </span>
        <HashValue value={messageHash} />
      </div>
    </section>
  )
}

/**
 * "Verify a signature": a message (text, typed data or its hash) and a signature in; the Safe's own
 * answer out, read on chain through EIP-1271 in both forms. Anything that fails reads "not valid".
 */
export function VerifySignatureDialog({
  chain,
  safeAddress,
  initial,
  onClose,
}: {
  chain: ChainInfo
  safeAddress: Address
  /** Prefilled from a message's page: its hash and prepared signature. */
  initial?: { messageHash: Hex; signature: string }
  onClose: () => void
}) {
  const id = useId()
  const [kind, setKind] = useState<VerifyMessageKind>(initial ? 'hash' : 'text')
  const [messages, setMessages] = useState<Record<VerifyMessageKind, string>>({
    text: '',
    typed: '',
    hash: initial?.messageHash ?? '',
  })
  const [signature, setSignature] = useState(initial?.signature ?? '')
  const [submitted, setSubmitted] = useState(false)
  const input = parseVerifyInput({ kind, message: messages[kind], signature })
  const problem = submitted && !input.ok ? input.problem : undefined
  const check = useMutation({
    mutationFn: (value: { messageHash: Hex; signature: Hex }) =>
      readSignatureChecks(chain, { safe: safeAddress, ...value }).then((checks) => ({ checks, ...value })),
  })

  function verify(event: FormEvent) {
    event.preventDefault()
    setSubmitted(true)
    if (input.ok) check.mutate(input.value)
  }

  const messageLabel =
    kind === 'text'
      ? t('messages.verify_tool.message')
      : kind === 'typed'
        ? t('messages.verify_tool.typed_label')
        : t('messages.verify_tool.hash_label')
  const messageError = problem?.field === 'message' ? problemText(problem) : undefined
  const signatureError = problem?.field === 'signature' ? problemText(problem) : undefined

  return (
    <Dialog
      title={t('messages.verify_tool.title')}
      description={t('messages.verify_tool.description')}
      onClose={onClose}
    >
      <form
        className="flex flex-col gap-4"
        onSubmit={verify}
        aria-label={t('messages.verify_tool.title')}
        noValidate
      >
        <SegmentedControl
          label={t('messages.verify_tool.kind')}
          options={[
            { value: 'text', label: t('messages.verify_tool.text') },
            { value: 'typed', label: t('messages.verify_tool.typed') },
            { value: 'hash', label: t('messages.verify_tool.hash') },
          ]}
          value={kind}
          onChange={(next) => {
            setKind(next)
            setSubmitted(false)
            check.reset()
          }}
        />
        <Field
          id={`${id}-message`}
          label={messageLabel}
          error={messageError}
          hint={kind === 'hash' ? t('messages.verify_tool.hash_hint') : undefined}
        >
          <TextArea
            id={`${id}-message`}
            data-autofocus
            value={messages[kind]}
            invalid={messageError !== undefined}
            spellCheck={kind === 'text'}
            className={kind === 'text' ? 'min-h-20' : 'min-h-20 font-mono text-xs'}
            onChange={(event) => {
              setMessages({ ...messages, [kind]: event.target.value })
              check.reset()
            }}
          />
        </Field>
        <Field
          id={`${id}-signature`}
          label={t('messages.verify_tool.signature')}
          error={signatureError}
          hint={t('messages.verify_tool.signature_hint')}
        >
          <TextArea
            id={`${id}-signature`}
            value={signature}
            invalid={signatureError !== undefined}
            spellCheck={false}
            placeholder="0x"
            className="min-h-20 font-mono text-xs break-all"
            onChange={(event) => {
              setSignature(event.target.value)
              check.reset()
            }}
          />
        </Field>
        <Button type="submit" size="lg" disabled={check.isPending}>
          {check.isPending && <Spinner className="size-4 text-on-accent" />}
          {check.isPending ? t('messages.verify_tool.checking') : t('messages.verify_tool.check')}
        </Button>
        {check.data && <Answer checks={check.data.checks} messageHash={check.data.messageHash} />}
      </form>
    </Dialog>
  )
}
