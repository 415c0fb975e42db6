import { useQuery, useQueryClient } from '@tanstack/react-query'
import { type ReactNode, useState } from 'react'
import type { Address } from 'viem'
import { Badge } from '../../../../components/ui/Badge/Badge.tsx'
import { Button } from '../../../../components/ui/Button/Button.tsx'
import { Card } from '../../../../components/ui/Card/Card.tsx'
import { Icon } from '../../../../components/ui/Icon/Icon.tsx'
import { Skeleton } from '../../../../components/ui/Skeleton/Skeleton.tsx'
import type { ChainInfo } from '../../../../gateway/ChainInfoSchema.ts'
import { Notice } from '../../../../safe-tx/components/reviewParts.tsx'
import { requestSignIn } from '../../../../wallet/signInRequest.ts'
import { useWalletSnapshot } from '../../../../wallet/walletState.ts'
import {
  changeEmail,
  deleteEmail,
  type EmailKey,
  emailQueryKeys,
  getRegisteredEmail,
  registerEmail,
  resendCode,
  verifyEmail,
} from '../api/emailAlertsApi.ts'
import { t } from '../i18n/t.ts'
import { describeEmailError } from '../model/describeEmailError.ts'
import { canReadEmail, type EmailRead, toEmailSectionState } from '../model/emailSectionState.ts'
import { type CodeAttempts, type CodeRefusal, explainRefusedCode } from '../model/verificationCode.ts'
import { EmailAddressForm } from './EmailAddressForm.tsx'
import { EmailCategoriesForm } from './EmailCategoriesForm.tsx'
import { VerifyCodeForm } from './VerifyCodeForm.tsx'

/** The sentence above the forms after something happened, until the next thing does. */
type Flash = { text: string }

function Frame({ children }: { children: ReactNode }) {
  return (
    <Card className="grid gap-4 p-5 md:grid-cols-[14rem_1fr] md:gap-8" data-testid="email-alerts">
      <div className="flex flex-col gap-1">
        <h2 className="text-base font-bold">{t('email_alerts.title')}</h2>
        <p className="text-sm text-ink-muted">{t('email_alerts.description')}</p>
      </div>
      <div className="flex min-w-0 flex-col gap-4">{children}</div>
    </Card>
  )
}

function Muted({ children }: { children: ReactNode }) {
  return <p className="text-sm text-ink-muted">{children}</p>
}

function SignInPrompt() {
  return (
    <>
      <Muted>{t('email_alerts.sign_in')}</Muted>
      <div>
        <Button variant="secondary" onClick={requestSignIn}>
          <Icon name="shield" />
          {t('email_alerts.sign_in_button')}
        </Button>
      </div>
    </>
  )
}

/**
 * Settings → Email alerts for the connected owner of this Safe: register an email, prove it with the
 * emailed code, change or remove it, and choose what it hears about. The SIWE session is the proof of
 * the owner for every request (no wallet prompt); email off on this gateway is said and nothing offered.
 */
export default function EmailAlertsSection({
  chain,
  safe,
  owners,
}: {
  chain: ChainInfo
  safe: Address
  owners: readonly Address[]
}) {
  const { address: connected, signedIn } = useWalletSnapshot()
  const queryClient = useQueryClient()
  const pending: EmailRead = { status: 'pending' }
  const before = toEmailSectionState({
    chainFeatures: chain.features,
    owners,
    connected,
    signedIn,
    read: pending,
  })
  const emailKey: EmailKey | undefined =
    canReadEmail(before) && 'owner' in before
      ? { chainId: chain.chainId, safe, signer: before.owner }
      : undefined
  const read = useQuery({
    queryKey: emailKey ? emailQueryKeys.email(emailKey) : ['email-alerts', 'none'],
    queryFn: () => (emailKey ? getRegisteredEmail(emailKey) : null),
    enabled: emailKey !== undefined,
    retry: false,
  })
  const state = toEmailSectionState({
    chainFeatures: chain.features,
    owners,
    connected,
    signedIn,
    read:
      read.status === 'success'
        ? { status: 'success', data: read.data }
        : read.status === 'error'
          ? { status: 'error', error: read.error }
          : pending,
  })
  const [attempts, setAttempts] = useState<CodeAttempts>({ sentAt: undefined, wrongTries: 0 })
  const [flash, setFlash] = useState<Flash | null>(null)
  const [editing, setEditing] = useState(false)
  const [confirmingDelete, setConfirmingDelete] = useState(false)
  const [deleting, setDeleting] = useState(false)
  const [deleteError, setDeleteError] = useState<string | null>(null)

  if (state.kind === 'disabled')
    return (
      <Frame>
        <Muted>{t('email_alerts.disabled')}</Muted>
      </Frame>
    )
  if (state.kind === 'not_connected')
    return (
      <Frame>
        <Muted>{t('email_alerts.not_connected')}</Muted>
      </Frame>
    )
  if (state.kind === 'not_owner')
    return (
      <Frame>
        <Muted>{t('email_alerts.not_owner', { address: state.connected })}</Muted>
      </Frame>
    )
  if (state.kind === 'sign_in')
    return (
      <Frame>
        <SignInPrompt />
      </Frame>
    )
  if (state.kind === 'loading' || !emailKey)
    return (
      <Frame>
        <div className="flex flex-col gap-3" aria-busy>
          <span className="sr-only">{t('email_alerts.loading')}</span>
          <Skeleton className="h-8 w-full" />
          <Skeleton className="h-8 w-2/3" />
        </div>
      </Frame>
    )
  if (state.kind === 'load_failed')
    return (
      <Frame>
        <p role="alert" className="flex items-start gap-2 text-sm font-medium text-danger">
          <Icon name="alert" className="mt-0.5 size-4 shrink-0" />
          {t('email_alerts.load_failed', { reason: describeEmailError(state.error) })}
        </p>
        <div>
          <Button variant="secondary" size="sm" onClick={() => void read.refetch()}>
            <Icon name="refresh" />
            {t('email_alerts.retry')}
          </Button>
        </div>
      </Frame>
    )

  const key = emailKey
  const emailQueryKey = emailQueryKeys.email(key)
  const codeSent = (email: string) => {
    setAttempts({ sentAt: Date.now(), wrongTries: 0 })
    queryClient.setQueryData(emailQueryKey, { email, verified: false })
    setFlash({ text: t('email_alerts.code_sent', { email }) })
  }

  async function register(email: string): Promise<string | null> {
    try {
      await registerEmail(key, email)
    } catch (error) {
      return describeEmailError(error, 'register')
    }
    codeSent(email)
    return null
  }

  async function change(email: string): Promise<string | null> {
    try {
      await changeEmail(key, email)
    } catch (error) {
      return describeEmailError(error, 'change')
    }
    setEditing(false)
    codeSent(email)
    return null
  }

  async function verify(code: string): Promise<CodeRefusal | string | null> {
    let verified: boolean
    try {
      verified = await verifyEmail(key, code)
    } catch (error) {
      return describeEmailError(error)
    }
    if (!verified) {
      const next = { ...attempts, wrongTries: attempts.wrongTries + 1 }
      setAttempts(next)
      return explainRefusedCode(next, Date.now())
    }
    if (state.kind === 'unverified')
      queryClient.setQueryData(emailQueryKey, { email: state.email, verified: true })
    void queryClient.invalidateQueries({ queryKey: emailQueryKeys.categories(key) })
    setFlash({ text: t('email_alerts.verified_now') })
    return null
  }

  async function resend(): Promise<string | null> {
    try {
      await resendCode(key)
    } catch (error) {
      return describeEmailError(error)
    }
    setAttempts({ sentAt: Date.now(), wrongTries: 0 })
    if (state.kind === 'unverified') setFlash({ text: t('email_alerts.resent', { email: state.email }) })
    return null
  }

  async function remove() {
    setDeleting(true)
    setDeleteError(null)
    try {
      await deleteEmail(key)
      setConfirmingDelete(false)
      setAttempts({ sentAt: undefined, wrongTries: 0 })
      queryClient.setQueryData(emailQueryKey, null)
      queryClient.removeQueries({ queryKey: emailQueryKeys.categories(key) })
      setFlash({ text: t('email_alerts.deleted') })
    } catch (error) {
      setDeleteError(describeEmailError(error))
    } finally {
      setDeleting(false)
    }
  }

  const flashNotice = flash && (
    <Notice tone="success" testId="email-alerts-flash">
      {flash.text}
    </Notice>
  )

  if (state.kind === 'none')
    return (
      <Frame>
        {flashNotice}
        <EmailAddressForm
          label={t('email_alerts.email_label')}
          hint={t('email_alerts.email_hint')}
          submitLabel={t('email_alerts.register')}
          submit={register}
        />
      </Frame>
    )

  return (
    <Frame>
      <div className="flex flex-col gap-1.5">
        <p className="text-xs font-semibold tracking-wide text-ink-muted uppercase">
          {t('email_alerts.registered_as')}
        </p>
        <p className="flex flex-wrap items-center gap-2">
          <span className="min-w-0 font-semibold break-all" data-testid="email-alerts-address">
            {state.email}
          </span>
          {state.kind === 'verified' ? (
            <Badge tone="success">
              <Icon name="checkCircle" className="size-3.5" />
              {t('email_alerts.verified')}
            </Badge>
          ) : (
            <Badge tone="warning">{t('email_alerts.unverified')}</Badge>
          )}
        </p>
      </div>
      {flashNotice}
      {state.kind === 'unverified' && !editing && (
        <>
          {!flash && <Muted>{t('email_alerts.code_pending', { email: state.email })}</Muted>}
          <VerifyCodeForm sentAt={attempts.sentAt} verify={verify} resend={resend} />
        </>
      )}
      {state.kind === 'verified' && !editing && <EmailCategoriesForm emailKey={key} />}
      {editing ? (
        <EmailAddressForm
          label={t('email_alerts.change_label')}
          hint={t('email_alerts.change_hint')}
          submitLabel={t('email_alerts.save_change')}
          current={state.email}
          submit={change}
          onCancel={() => setEditing(false)}
        />
      ) : confirmingDelete ? (
        <div className="flex flex-col gap-3 rounded-control border border-line p-4">
          <p className="text-sm font-medium">{t('email_alerts.delete_confirm', { email: state.email })}</p>
          {deleteError && (
            <p role="alert" className="text-sm font-medium text-danger">
              {deleteError}
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            <Button variant="danger" disabled={deleting} onClick={() => void remove()}>
              {deleting ? t('email_alerts.deleting') : t('email_alerts.delete_yes')}
            </Button>
            <Button variant="secondary" disabled={deleting} onClick={() => setConfirmingDelete(false)}>
              {t('email_alerts.cancel')}
            </Button>
          </div>
        </div>
      ) : (
        <div className="flex flex-wrap gap-2 border-t border-line pt-4">
          <Button
            variant="secondary"
            size="sm"
            onClick={() => {
              setFlash(null)
              setEditing(true)
            }}
          >
            <Icon name="pencil" />
            {t('email_alerts.change')}
          </Button>
          <Button variant="ghost" size="sm" onClick={() => setConfirmingDelete(true)}>
            <Icon name="trash" />
            {t('email_alerts.delete')}
          </Button>
        </div>
      )}
    </Frame>
  )
}
