import { getDelegateTypedData } from '@coffer/safe'
import { type FormEvent, type ReactNode, useId, useState } from 'react'
import { type Address, type Hex, isAddressEqual } from 'viem'
import { AddressField, resolveAddressInput } from '../../../address/AddressField.tsx'
import { useAddressBook, useAddressNames } from '../../../address-book/addressBookStore.ts'
import { AddressRow } from '../../../components/ui/Address/AddressRow.tsx'
import { Badge } from '../../../components/ui/Badge/Badge.tsx'
import { Button } from '../../../components/ui/Button/Button.tsx'
import { Field, TextInput } from '../../../components/ui/Field/Field.tsx'
import { Icon } from '../../../components/ui/Icon/Icon.tsx'
import { Spinner } from '../../../components/ui/Spinner/Spinner.tsx'
import type { ChainInfo } from '../../../gateway/ChainInfoSchema.ts'
import { findExplorerUrl } from '../../../gateway/findExplorerUrl.ts'
import { Notice } from '../../../safe-tx/components/reviewParts.tsx'
import { describeSafeTxError } from '../../../safe-tx/model/describeSafeTxError.ts'
import { shortenAddress } from '../../../transactions/shortenAddress.ts'
import { addDelegate, removeDelegate } from '../api/delegateWrites.ts'
import { t } from '../i18n/t.ts'
import { checkDelegateLabel, countLabelCharacters } from '../model/checkDelegateLabel.ts'
import type { SafeDelegation } from '../model/safeDelegations.ts'

/**
 * What the dialog needs from a wallet: who is connected and where, and an EIP-712 signature. The dialog's
 * lazy chunk implements it with wagmi; tests use a local account.
 */
export type DelegateSigner = {
  address: Address | undefined
  chainId: number | undefined
  switchChain: (chainId: number) => Promise<void>
  signDelegate: (typedData: ReturnType<typeof getDelegateTypedData>) => Promise<Hex>
}

export type DelegateAction = { kind: 'add' } | { kind: 'remove'; delegation: SafeDelegation }

/** Where a signature stands: the form (or the question), the wallet, the gateway, or done. */
type Step =
  | { status: 'editing'; error?: string }
  | { status: 'signing' }
  | { status: 'sending' }
  | { status: 'done' }

/**
 * Adds a delegate (the connected owner signs the EIP-712 Delegate) or removes one (its delegator or the
 * delegate signs the same message). Nothing is sent to the chain; the gateway stores the delegation.
 */
export function DelegateDialogContent({
  chain,
  safe,
  owners,
  action,
  signer,
  onChanged,
  onClose,
}: {
  chain: ChainInfo
  safe: Address
  owners: readonly Address[]
  action: DelegateAction
  signer: DelegateSigner
  /** Called once the gateway stored the change, so the list is read again. */
  onChanged: () => void
  onClose: () => void
}) {
  const [step, setStep] = useState<Step>({ status: 'editing' })
  const chainId = Number(chain.chainId)

  async function sign(delegate: Address, send: (signature: Hex) => Promise<void>) {
    setStep({ status: 'signing' })
    let signature: Hex
    try {
      signature = await signer.signDelegate(getDelegateTypedData({ chainId, delegate }))
    } catch (error) {
      setStep({ status: 'editing', error: describeSafeTxError(error) })
      return
    }
    setStep({ status: 'sending' })
    try {
      await send(signature)
    } catch (error) {
      setStep({ status: 'editing', error: describeSafeTxError(error) })
      return
    }
    onChanged()
    setStep({ status: 'done' })
  }

  if (step.status === 'done')
    return (
      <div role="status" className="flex flex-col items-center gap-3 py-2 text-center">
        <span className="grid size-14 place-items-center rounded-full bg-success-soft text-success">
          <Icon name="checkCircle" className="size-8" />
        </span>
        <h3 className="text-base font-bold">
          {action.kind === 'add' ? t('delegates.added') : t('delegates.removed')}
        </h3>
        <Button size="lg" className="w-full" onClick={onClose}>
          {t('delegates.done')}
        </Button>
      </div>
    )

  const gate = <WalletGate chain={chain} signer={signer} />
  const busy = step.status === 'signing' || step.status === 'sending'
  const submitLabel =
    step.status === 'signing'
      ? t('delegates.confirm_in_wallet')
      : step.status === 'sending'
        ? t('delegates.sending')
        : undefined
  const error = step.status === 'editing' ? step.error : undefined

  if (action.kind === 'remove')
    return (
      <RemoveDelegate
        chain={chain}
        delegation={action.delegation}
        signer={signer}
        gate={signer.address && signer.chainId === chainId ? undefined : gate}
        busy={busy}
        submitLabel={submitLabel}
        error={error}
        onCancel={onClose}
        onSubmit={() =>
          void sign(action.delegation.delegate, (signature) =>
            removeDelegate(
              { chainId: chain.chainId, delegate: action.delegation.delegate },
              {
                delegator: action.delegation.delegator,
                safe: action.delegation.scope === 'safe' ? safe : null,
                signature,
              },
            ),
          )
        }
      />
    )

  return (
    <AddDelegateForm
      chain={chain}
      owners={owners}
      signer={signer}
      gate={signer.address && signer.chainId === chainId ? undefined : gate}
      busy={busy}
      submitLabel={submitLabel}
      error={error}
      onCancel={onClose}
      onSubmit={({ delegate, delegator, label, scope }) =>
        void sign(delegate, (signature) =>
          addDelegate(
            { chainId: chain.chainId },
            { safe: scope === 'safe' ? safe : null, delegate, delegator, label, signature },
          ),
        )
      }
    />
  )
}

/** Asks for a connected wallet on the Safe's network before anything is signed. */
function WalletGate({ chain, signer }: { chain: ChainInfo; signer: DelegateSigner }) {
  if (!signer.address) return <Notice tone="warning">{t('delegates.connect')}</Notice>
  return (
    <div className="flex flex-col items-center gap-3 py-1 text-center">
      <p className="text-sm text-ink-muted">{t('delegates.wrong_network', { chain: chain.chainName })}</p>
      <Button
        data-autofocus
        onClick={() => void signer.switchChain(Number(chain.chainId)).catch(() => undefined)}
      >
        {t('delegates.switch', { chain: chain.chainName })}
      </Button>
    </div>
  )
}

type FormProps = {
  chain: ChainInfo
  signer: DelegateSigner
  /** Shown instead of the submit button while the wallet is not ready. */
  gate: ReactNode | undefined
  busy: boolean
  submitLabel: string | undefined
  error: string | undefined
  onCancel: () => void
}

function SubmitRow({
  gate,
  busy,
  label,
  busyLabel,
  variant = 'primary',
  onCancel,
}: Pick<FormProps, 'gate' | 'busy' | 'onCancel'> & {
  label: string
  busyLabel: string | undefined
  variant?: 'primary' | 'danger'
}) {
  if (gate) return gate
  return (
    <div className="flex flex-col gap-2">
      <Button type="submit" variant={variant} size="lg" className="w-full" disabled={busy}>
        {busy && (
          <Spinner className={`size-4 ${variant === 'danger' ? 'text-on-danger' : 'text-on-accent'}`} />
        )}
        {busyLabel ?? label}
      </Button>
      <Button variant="ghost" size="sm" onClick={onCancel} disabled={busy}>
        {t('delegates.cancel')}
      </Button>
      <p className="text-center text-xs text-ink-muted">{t('delegates.sign_hint')}</p>
    </div>
  )
}

function AddDelegateForm({
  chain,
  owners,
  signer,
  gate,
  busy,
  submitLabel,
  error,
  onCancel,
  onSubmit,
}: FormProps & {
  owners: readonly Address[]
  onSubmit: (value: { delegate: Address; delegator: Address; label: string; scope: 'safe' | 'all' }) => void
}) {
  const { entries } = useAddressBook(chain.chainId)
  const [addressText, setAddressText] = useState('')
  const [labelText, setLabelText] = useState('')
  const [scope, setScope] = useState<'safe' | 'all'>('safe')
  const [submitted, setSubmitted] = useState(false)
  const labelId = useId()
  const scopeName = useId()
  const delegator = signer.address
  const isOwner = delegator !== undefined && owners.some((owner) => isAddressEqual(owner, delegator))
  const address = resolveAddressInput(addressText, { chain, book: entries })
  const label = checkDelegateLabel(labelText)
  const isSelf = address.ok && delegator !== undefined && isAddressEqual(address.address, delegator)
  const labelError =
    submitted && !label.ok
      ? label.error === 'blank'
        ? t('delegates.label_blank')
        : t('delegates.label_too_long')
      : !label.ok && label.error === 'too_long'
        ? t('delegates.label_too_long')
        : undefined

  const submit = (event: FormEvent) => {
    event.preventDefault()
    setSubmitted(true)
    if (!address.ok || !label.ok || isSelf || !delegator || !isOwner) return
    onSubmit({ delegate: address.address, delegator, label: label.label, scope })
  }

  return (
    <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
      <p className="text-sm text-ink-muted">{t('delegates.add_body')}</p>
      <AddressField
        chain={chain}
        label={t('delegates.address')}
        value={addressText}
        onChange={setAddressText}
        showError={submitted}
      />
      {isSelf && (
        <p role="alert" className="-mt-2 text-sm font-medium text-danger">
          {t('delegates.self')}
        </p>
      )}
      <Field
        id={labelId}
        label={t('delegates.label')}
        error={labelError}
        hint={t('delegates.label_hint', { count: countLabelCharacters(labelText) })}
      >
        <TextInput
          id={labelId}
          value={labelText}
          onChange={(event) => setLabelText(event.target.value)}
          invalid={labelError !== undefined}
          autoComplete="off"
        />
      </Field>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1.5 text-sm font-semibold text-ink">{t('delegates.scope')}</legend>
        {(
          [
            ['safe', t('delegates.scope_safe_option')],
            ['all', t('delegates.scope_all_option', { chain: chain.chainName })],
          ] as const
        ).map(([value, text]) => (
          <label
            key={value}
            className="flex cursor-pointer items-center gap-3 rounded-control border border-line px-3.5 py-3 text-sm has-[:checked]:border-accent has-[:checked]:bg-accent-soft/40"
          >
            <input
              type="radio"
              name={scopeName}
              value={value}
              checked={scope === value}
              onChange={() => setScope(value)}
              className="size-4 accent-accent"
            />
            {text}
          </label>
        ))}
      </fieldset>
      {delegator && !isOwner && <Notice tone="warning">{t('delegates.not_owner')}</Notice>}
      {error && <Notice tone="danger">{error}</Notice>}
      <SubmitRow
        gate={gate}
        busy={busy}
        label={t('delegates.add_sign')}
        busyLabel={submitLabel}
        onCancel={onCancel}
      />
    </form>
  )
}

function RemoveDelegate({
  chain,
  delegation,
  signer,
  gate,
  busy,
  submitLabel,
  error,
  onCancel,
  onSubmit,
}: FormProps & { delegation: SafeDelegation; onSubmit: () => void }) {
  const nameOf = useAddressNames(chain.chainId)
  const connected = signer.address
  const allowed =
    connected !== undefined &&
    (isAddressEqual(connected, delegation.delegator) || isAddressEqual(connected, delegation.delegate))
  return (
    <form
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault()
        if (allowed) onSubmit()
      }}
    >
      <div className="flex flex-col gap-3 rounded-control border border-line bg-surface px-4 py-3">
        <p className="flex items-center gap-2 text-sm font-semibold">
          {delegation.label}
          <Badge tone={delegation.scope === 'safe' ? 'accent' : 'neutral'}>
            {delegation.scope === 'safe' ? t('delegates.scope_safe') : t('delegates.scope_all')}
          </Badge>
        </p>
        <AddressRow
          address={delegation.delegate}
          name={nameOf(delegation.delegate)}
          explorerUrl={findExplorerUrl(chain, { address: delegation.delegate })}
          wrap
        />
      </div>
      <p className="text-sm text-ink-muted">
        {t('delegates.remove_body', {
          label: delegation.label,
          delegator: nameOf(delegation.delegator) ?? shortenAddress(delegation.delegator),
        })}
      </p>
      {!allowed && <Notice tone="warning">{t('delegates.remove_not_allowed')}</Notice>}
      {error && <Notice tone="danger">{error}</Notice>}
      {allowed && (
        <SubmitRow
          gate={gate}
          busy={busy}
          variant="danger"
          label={t('delegates.remove_sign')}
          busyLabel={submitLabel}
          onCancel={onCancel}
        />
      )}
    </form>
  )
}
