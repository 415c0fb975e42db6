import { useRouter } from '@tanstack/react-router'
import { type FormEvent, useId, useState } from 'react'
import type { Address } from 'viem'
import { Button } from '../../../components/ui/Button/Button.tsx'
import { Dialog } from '../../../components/ui/Dialog/Dialog.tsx'
import { Field, TextArea } from '../../../components/ui/Field/Field.tsx'
import { Icon } from '../../../components/ui/Icon/Icon.tsx'
import { SegmentedControl } from '../../../components/ui/SegmentedControl/SegmentedControl.tsx'
import type { ChainInfo } from '../../../gateway/ChainInfoSchema.ts'
import { prefetchSafeMessageSign } from '../../../safe-message/components/SafeMessageSignHost.tsx'
import { t as safeMessageT } from '../../../safe-message/i18n/t.ts'
import type { SafeMessageContent } from '../../../safe-message/model/toSafeMessageContent.ts'
import { typedDataProblemText } from '../../../safe-message/model/typedDataProblemText.ts'
import { openSafeMessageSign } from '../../../safe-message/safeMessageSignStore.ts'
import { t } from '../i18n/t.ts'
import { type MessageInputKind, parseMessageInput } from '../model/parseMessageInput.ts'

function toContent(
  kind: MessageInputKind,
  text: string,
): { ok: true; value: SafeMessageContent } | { ok: false; error: string } {
  const parsed = parseMessageInput(kind, text)
  if (parsed.ok) return parsed
  if (parsed.problem.code === 'typed_data')
    return { ok: false, error: typedDataProblemText(parsed.problem.problem) }
  return {
    ok: false,
    error: t(kind === 'text' ? 'messages.compose.empty_text' : 'messages.compose.empty_typed'),
  }
}

/**
 * "Sign a message": a text or pasted typed data, checked here, then the one signing dialog (the same one
 * a Safe App's request opens) takes over.
 */
export function ComposeMessageDialog({
  chain,
  safeAddress,
  safeId,
  onClose,
}: {
  chain: ChainInfo
  safeAddress: Address
  safeId: string
  onClose: () => void
}) {
  const router = useRouter()
  const id = useId()
  const [kind, setKind] = useState<MessageInputKind>('text')
  const [texts, setTexts] = useState<Record<MessageInputKind, string>>({ text: '', typed: '' })
  const [submitted, setSubmitted] = useState(false)
  const content = toContent(kind, texts[kind])
  const error = submitted && !content.ok ? content.error : undefined

  function review(event: FormEvent) {
    event.preventDefault()
    setSubmitted(true)
    if (!content.ok) return
    onClose()
    openSafeMessageSign({
      kind: 'new',
      chain,
      safe: safeAddress,
      content: content.value,
      onOpenMessage: (messageHash) =>
        void router.navigate({ to: '/safe/$safeId/messages/$messageHash', params: { safeId, messageHash } }),
      onOpenQueue: () => void router.navigate({ to: '/safe/$safeId/queue', params: { safeId } }),
    })
  }

  return (
    <Dialog
      title={t('messages.compose.title')}
      description={t('messages.compose.description')}
      onClose={onClose}
    >
      <form
        className="flex flex-col gap-4"
        onSubmit={review}
        aria-label={t('messages.compose.title')}
        noValidate
      >
        <SegmentedControl
          label={t('messages.compose.kind')}
          options={[
            { value: 'text', label: safeMessageT('safe_message.text') },
            { value: 'typed', label: safeMessageT('safe_message.typed_data') },
          ]}
          value={kind}
          onChange={(next) => {
            setKind(next)
            setSubmitted(false)
          }}
        />
        <Field
          id={`${id}-${kind}`}
          label={kind === 'text' ? t('messages.compose.text_label') : t('messages.compose.typed_label')}
          error={error}
          hint={kind === 'text' ? t('messages.compose.text_hint') : t('messages.compose.typed_hint')}
        >
          <TextArea
            id={`${id}-${kind}`}
            data-autofocus
            value={texts[kind]}
            invalid={error !== undefined}
            aria-describedby={error ? `${id}-${kind}-error` : `${id}-${kind}-hint`}
            spellCheck={kind === 'text'}
            className={kind === 'typed' ? 'min-h-48 font-mono text-xs' : ''}
            placeholder={
              kind === 'typed' ? '{ "domain": {…}, "types": {…}, "primaryType": "…", "message": {…} }' : ''
            }
            onChange={(event) => setTexts({ ...texts, [kind]: event.target.value })}
          />
        </Field>
        <Button
          type="submit"
          size="lg"
          onMouseEnter={prefetchSafeMessageSign}
          onFocus={prefetchSafeMessageSign}
        >
          {t('messages.compose.review')}
          <Icon name="arrowRight" />
        </Button>
      </form>
    </Dialog>
  )
}
