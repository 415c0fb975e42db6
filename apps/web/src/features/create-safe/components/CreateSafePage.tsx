import { useNavigate } from '@tanstack/react-router'
import { type FormEvent, lazy, Suspense, useCallback, useEffect, useId, useState } from 'react'
import type { Address } from 'viem'
import { AddressField } from '../../../address/AddressField.tsx'
import { useAddressBook } from '../../../address-book/addressBookStore.ts'
import { Button } from '../../../components/ui/Button/Button.tsx'
import { Card } from '../../../components/ui/Card/Card.tsx'
import { Dialog } from '../../../components/ui/Dialog/Dialog.tsx'
import { Field, Select, TextInput } from '../../../components/ui/Field/Field.tsx'
import { Icon } from '../../../components/ui/Icon/Icon.tsx'
import { Spinner } from '../../../components/ui/Spinner/Spinner.tsx'
import { safeId } from '../../../config/paths.ts'
import type { ChainInfo } from '../../../gateway/ChainInfoSchema.ts'
import { useChains } from '../../../gateway/getChains.ts'
import { InWalletStack } from '../../../wallet/InWalletStack.tsx'
import { requestWalletHost } from '../../../wallet/walletHostStore.ts'
import { useWalletSnapshot } from '../../../wallet/walletState.ts'
import { t } from '../i18n/t.ts'
import { buildSafeCreation, type SafeCreation } from '../model/buildSafeCreation.ts'
import { pickInitialChain } from '../model/pickInitialChain.ts'
import {
  nameErrorMessage,
  ownerErrorMessage,
  saltNonceErrorMessage,
  thresholdErrorMessage,
} from '../model/safeFormErrorMessage.ts'
import { validateSafeForm } from '../model/validateSafeForm.ts'

// Sending needs wagmi: the review loads with the wallet stack, once someone asks for it.
const loadCreateSafeDialog = () => import('./CreateSafeDialog.tsx')
const CreateSafeDialog = lazy(loadCreateSafeDialog)

type Review = { chain: ChainInfo; creation: SafeCreation; name: string }

function LoadingDialog({ onClose }: { onClose: () => void }) {
  return (
    <Dialog title={t('create_safe.review_dialog.title')} onClose={onClose}>
      <p role="status" className="flex items-center justify-center gap-3 py-10 text-sm text-ink-muted">
        <Spinner className="size-5" />
        {t('create_safe.review_dialog.loading')}
      </p>
    </Dialog>
  )
}

/**
 * "Create a Safe": the network, a name for the address book, the owners (the connected wallet first),
 * the threshold and, under Advanced, the salt nonce. Checked as `Safe.setup` checks it, then reviewed
 * with the predicted address in a dialog that sends it from the wallet or through the relay.
 */
export function CreateSafePage({ initialChain }: { initialChain?: string | undefined }) {
  const chains = useChains()
  const navigate = useNavigate()
  const { address: connected, chainId: walletChainId } = useWalletSnapshot()
  const [chainId, setChainId] = useState(
    () => pickInitialChain(chains, { shortName: initialChain, walletChainId })?.chainId,
  )
  const chain = chains.find((candidate) => candidate.chainId === chainId) ?? chains[0]
  const { entries: book } = useAddressBook(chain?.chainId ?? '')
  const [name, setName] = useState('')
  const [owners, setOwners] = useState<string[]>(() => [connected ?? ''])
  const [threshold, setThreshold] = useState(1)
  // Safe{Wallet}'s default too: a salt nobody used, so the same owners can have several Safes.
  const [saltNonce, setSaltNonce] = useState(() => String(Date.now()))
  const [submitted, setSubmitted] = useState(false)
  const [review, setReview] = useState<Review>()
  const ids = { network: useId(), name: useId(), threshold: useId(), salt: useId() }

  // A wallet that connects after the page opened becomes the first owner, if that row is still empty.
  useEffect(() => {
    if (connected) setOwners((rows) => (rows.length === 1 && rows[0] === '' ? [connected] : rows))
  }, [connected])

  const closeReview = useCallback(() => setReview(undefined), [])
  const openSafe = useCallback(
    (target: ChainInfo, address: Address) =>
      void navigate({ to: '/safe/$safeId', params: { safeId: safeId(target.shortName, address) } }),
    [navigate],
  )

  if (!chain) return null
  const input = { name, owners, threshold, saltNonce }
  const result = validateSafeForm(input, { chain, book })
  const errors = result.ok ? undefined : result.errors
  const show = (text: string) => submitted || text.trim() !== ''

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    setSubmitted(true)
    if (!result.ok) return
    requestWalletHost({ open: false })
    setReview({ chain, creation: buildSafeCreation(chain, result.draft), name: result.draft.name })
  }
  const setOwner = (row: number, value: string) =>
    setOwners((rows) => rows.map((text, index) => (index === row ? value : text)))
  const removeOwner = (row: number) => {
    setOwners((rows) => rows.filter((_, index) => index !== row))
    setThreshold((value) => Math.min(value, owners.length - 1))
  }
  const prefetch = () => {
    requestWalletHost({ open: false })
    void loadCreateSafeDialog()
  }

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-5 px-4 py-8 sm:py-12">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight">{t('create_safe.title')}</h1>
        <p className="text-sm text-ink-muted">{t('create_safe.lead')}</p>
      </div>
      <Card className="p-5 sm:p-6">
        <form
          noValidate
          onSubmit={onSubmit}
          className="flex flex-col gap-6"
          aria-label={t('create_safe.title')}
        >
          <Field id={ids.network} label={t('create_safe.network')}>
            <Select
              id={ids.network}
              value={chain.chainId}
              onChange={(event) => setChainId(event.target.value)}
            >
              {chains.map((option) => (
                <option key={option.chainId} value={option.chainId}>
                  {option.chainName}
                </option>
              ))}
            </Select>
          </Field>

          <Field
            id={ids.name}
            label={t('create_safe.name')}
            error={errors?.name ? nameErrorMessage(errors.name) : undefined}
            hint={t('create_safe.name_hint')}
          >
            <TextInput
              id={ids.name}
              value={name}
              onChange={(event) => setName(event.target.value)}
              invalid={errors?.name !== undefined}
              placeholder={t('create_safe.name_placeholder')}
              autoComplete="off"
            />
          </Field>

          <fieldset>
            <legend className="text-sm font-semibold text-ink">{t('create_safe.owners')}</legend>
            <p className="mt-1 text-sm text-ink-muted">{t('create_safe.owners_hint')}</p>
            <div className="mt-4 flex flex-col gap-4">
              {owners.map((text, row) => {
                const error = errors?.owners[row]
                return (
                  // Rows are positions: removing one renumbers the rest, as their labels say.
                  // biome-ignore lint/suspicious/noArrayIndexKey: the row's number is its identity here
                  <div key={row} className="flex items-start gap-2">
                    <div className="min-w-0 flex-1">
                      <AddressField
                        chain={chain}
                        label={t('create_safe.owner_label', { index: row + 1 })}
                        value={text}
                        onChange={(value) => setOwner(row, value)}
                        showError={show(text)}
                        problem={error ? ownerErrorMessage(error, chain.chainName) : undefined}
                      />
                    </div>
                    {owners.length > 1 && (
                      <Button
                        variant="ghost"
                        className="mt-7 h-12 w-12 shrink-0 px-0"
                        aria-label={t('create_safe.remove_owner', { index: row + 1 })}
                        title={t('create_safe.remove_owner', { index: row + 1 })}
                        onClick={() => removeOwner(row)}
                      >
                        <Icon name="trash" className="size-4" />
                      </Button>
                    )}
                  </div>
                )
              })}
              <div className="flex flex-wrap items-center gap-3">
                <Button variant="secondary" size="sm" onClick={() => setOwners((rows) => [...rows, ''])}>
                  <Icon name="plus" />
                  {t('create_safe.add_owner')}
                </Button>
                {!connected && (
                  <span className="text-sm text-ink-muted">{t('create_safe.connect_hint')}</span>
                )}
              </div>
            </div>
          </fieldset>

          <Field
            id={ids.threshold}
            label={t('create_safe.threshold')}
            error={submitted && errors?.threshold ? thresholdErrorMessage(errors.threshold) : undefined}
            hint={
              <>
                {t('create_safe.threshold_explained', { threshold, owners: owners.length })}
                {threshold === 1 && owners.length > 1 && (
                  <span className="mt-1 flex items-center gap-1.5 font-medium text-warning">
                    <Icon name="alert" className="size-4 shrink-0" />
                    {t('create_safe.threshold_one_of_many')}
                  </span>
                )}
              </>
            }
          >
            <Select
              id={ids.threshold}
              value={threshold}
              onChange={(event) => setThreshold(Number(event.target.value))}
            >
              {Array.from({ length: owners.length }, (_, index) => index + 1).map((value) => (
                <option key={value} value={value}>
                  {t('create_safe.threshold_option', { threshold: value, owners: owners.length })}
                </option>
              ))}
            </Select>
          </Field>

          <details
            className="rounded-control border border-line px-4 py-3"
            // A wrong salt nonce must be seen: the section opens by itself after a submit.
            {...(submitted && errors?.saltNonce ? { open: true } : {})}
          >
            <summary className="cursor-pointer text-sm font-semibold">{t('create_safe.advanced')}</summary>
            <div className="mt-4">
              <Field
                id={ids.salt}
                label={t('create_safe.salt_nonce')}
                error={errors?.saltNonce ? saltNonceErrorMessage(errors.saltNonce) : undefined}
                hint={t('create_safe.salt_nonce_hint')}
              >
                <TextInput
                  id={ids.salt}
                  value={saltNonce}
                  onChange={(event) => setSaltNonce(event.target.value)}
                  invalid={errors?.saltNonce !== undefined}
                  inputMode="numeric"
                  autoComplete="off"
                  spellCheck={false}
                  className="font-mono text-sm"
                />
              </Field>
            </div>
          </details>

          <Button type="submit" size="lg" className="w-full" onPointerEnter={prefetch} onFocus={prefetch}>
            {t('create_safe.review')}
            <Icon name="arrowRight" />
          </Button>
        </form>
      </Card>
      {review && (
        <InWalletStack fallback={<LoadingDialog onClose={closeReview} />}>
          <Suspense fallback={<LoadingDialog onClose={closeReview} />}>
            <CreateSafeDialog
              chain={review.chain}
              creation={review.creation}
              name={review.name}
              onClose={closeReview}
              onOpen={(address) => openSafe(review.chain, address)}
            />
          </Suspense>
        </InWalletStack>
      )}
    </div>
  )
}
