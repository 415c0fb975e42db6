import type { AddressBookEntry } from '../../../address-book/addressBookStore.ts'
import { Button } from '../../../components/ui/Button/Button.tsx'
import { Dialog } from '../../../components/ui/Dialog/Dialog.tsx'
import { t } from '../i18n/t.ts'

export function RemoveDialog({
  entry,
  onRemove,
  onClose,
}: {
  entry: AddressBookEntry
  onRemove: () => void
  onClose: () => void
}) {
  return (
    <Dialog
      title={t('address_book.remove_title')}
      description={t('address_book.remove_body', { name: entry.name })}
      onClose={onClose}
    >
      <p className="rounded-control bg-surface-muted px-3 py-2 font-mono text-xs break-all">
        {entry.address}
      </p>
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose} data-autofocus>
          {t('address_book.cancel')}
        </Button>
        <Button
          className="bg-danger"
          onClick={() => {
            onRemove()
            onClose()
          }}
        >
          {t('address_book.remove')}
        </Button>
      </div>
    </Dialog>
  )
}
