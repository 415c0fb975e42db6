import { type FormEvent, useId, useState } from 'react'
import { AddressField, resolveAddressInput } from '../../../address/AddressField.tsx'
import { useAddressBook, useAddressNames } from '../../../address-book/addressBookStore.ts'
import { Button } from '../../../components/ui/Button/Button.tsx'
import { Field, Select } from '../../../components/ui/Field/Field.tsx'
import { describeGatewayError } from '../../../gateway/describeGatewayError.ts'
import { useCollectibles } from '../../../gateway/getCollectibles.ts'
import { reviewCounterparty } from '../../../safe-tx/model/reviewCounterparty.ts'
import { shortenAddress } from '../../../transactions/shortenAddress.ts'
import { t } from '../i18n/t.ts'
import { buildNftTransferDraft } from '../model/buildNftTransferDraft.ts'
import { findRecipientWarnings } from '../model/findRecipientWarnings.ts'
import { type FlowContext, FormActions } from './FormActions.tsx'
import { RecipientWarnings } from './RecipientWarnings.tsx'

/** How the form (and a link from an NFT card, `?nft=`) names one NFT: `<collection>:<token id>`. */
export const nftKey = (collection: string, id: string) => `${collection}:${id}`

/** Send one of the Safe's NFTs (ERC-721) to a recipient; `initialNft` (an `nftKey`) preselects one. */
export function SendNftForm({
  context,
  initialNft,
}: {
  context: FlowContext
  initialNft?: string | undefined
}) {
  const { chain, safe } = context
  const collectibles = useCollectibles({ chainId: chain.chainId, safeAddress: safe })
  const { entries } = useAddressBook(chain.chainId)
  const nameOf = useAddressNames(chain.chainId)
  const [selected, setSelected] = useState(initialNft ?? '')
  const [recipientText, setRecipientText] = useState('')
  const [submitted, setSubmitted] = useState(false)
  const selectId = useId()

  if (collectibles.status === 'pending')
    return <p className="text-sm text-ink-muted">{t('new_transaction.loading')}</p>
  if (collectibles.status === 'error')
    return (
      <p role="alert" className="text-sm text-danger">
        {t('new_transaction.load_failed', { message: describeGatewayError(collectibles.error) })}
      </p>
    )
  const nfts = collectibles.data.pages.flatMap((page) => page.results)
  if (nfts.length === 0) return <p className="text-sm text-ink-muted">{t('new_transaction.nft.none')}</p>
  // A link may spell the collection in another case than the gateway does.
  const nft = nfts.find((item) => nftKey(item.address, item.id).toLowerCase() === selected.toLowerCase())
  const recipient = resolveAddressInput(recipientText, { chain, book: entries })
  const nftError = submitted && !nft ? t('new_transaction.nft.pick') : undefined
  const warnings = recipient.ok
    ? findRecipientWarnings({ recipient: recipient.address, safe, token: nft?.address ?? null })
    : []

  const finish = (mode: 'continue' | 'batch') => {
    setSubmitted(true)
    if (!nft || !recipient.ok || !context.canSubmit) return
    const draft = buildNftTransferDraft({
      safe,
      collection: nft.address,
      tokenId: BigInt(nft.id),
      recipient: recipient.address,
    })
    const title = (counterparty: string) =>
      t('new_transaction.nft.title', {
        name: nft.tokenName || nft.tokenSymbol || shortenAddress(nft.address),
        id: nft.id,
        recipient: counterparty,
      })
    const name = nameOf(recipient.address)
    if (mode === 'continue')
      context.onContinue(title(reviewCounterparty(recipient.address, name)), draft, [recipient.address])
    else {
      context.onAddToBatch(title(name ?? shortenAddress(recipient.address)), draft)
      setSelected('')
      setSubmitted(false)
    }
  }
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    finish('continue')
  }

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="flex flex-col gap-4"
      aria-label={t('new_transaction.tab_nft')}
    >
      <Field id={selectId} label={t('new_transaction.nft.choose')} error={nftError}>
        <Select
          id={selectId}
          value={nft ? nftKey(nft.address, nft.id) : selected}
          onChange={(event) => setSelected(event.target.value)}
        >
          <option value="">{t('new_transaction.nft.pick')}</option>
          {nfts.map((item) => (
            <option key={nftKey(item.address, item.id)} value={nftKey(item.address, item.id)}>
              {`${item.name ?? item.tokenName ?? shortenAddress(item.address)} #${item.id}`}
            </option>
          ))}
        </Select>
      </Field>
      {collectibles.hasNextPage && (
        <Button
          variant="ghost"
          size="sm"
          className="self-start"
          disabled={collectibles.isFetchingNextPage}
          onClick={() => void collectibles.fetchNextPage()}
        >
          {t('new_transaction.nft.more')}
        </Button>
      )}
      <AddressField
        chain={chain}
        label={t('new_transaction.send.recipient')}
        value={recipientText}
        onChange={setRecipientText}
        showError={submitted || recipientText.trim() !== ''}
      />
      <RecipientWarnings warnings={warnings} />
      <FormActions canSubmit={context.canSubmit} onBatch={() => finish('batch')} />
    </form>
  )
}
