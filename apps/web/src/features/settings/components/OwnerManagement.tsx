import { type ReactNode, useState } from 'react'
import type { Address } from 'viem'
import { Button } from '../../../components/ui/Button/Button.tsx'
import { Icon } from '../../../components/ui/Icon/Icon.tsx'
import type { ChainInfo } from '../../../gateway/ChainInfoSchema.ts'
import { t } from '../i18n/t.ts'
import type { SafeOwners } from '../model/buildOwnerChangeDraft.ts'
import { OwnerChangeDialog, type OwnerChangeKind } from './OwnerChangeDialog.tsx'

type ManageProps = { chain: ChainInfo; safe: SafeOwners; connected: Address | undefined }

/** Only an owner can propose a change; everyone else sees the buttons disabled and why. */
export function canProposeOwnerChange({ safe, connected }: Pick<ManageProps, 'safe' | 'connected'>): boolean {
  return connected !== undefined && safe.owners.includes(connected)
}

/** A button that opens the owner change dialog for one change; each keeps its own dialog. */
function ChangeButton({
  chain,
  safe,
  connected,
  change,
  label,
  children,
  variant = 'secondary',
}: ManageProps & {
  change: OwnerChangeKind
  label?: string
  children: ReactNode
  variant?: 'secondary' | 'ghost'
}) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button
        variant={variant}
        size="sm"
        disabled={!canProposeOwnerChange({ safe, connected })}
        aria-label={label}
        onClick={() => setOpen(true)}
      >
        {children}
      </Button>
      {open && (
        <OwnerChangeDialog
          chain={chain}
          safe={safe}
          change={change}
          connected={connected}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  )
}

/** Replace and Remove beside one owner. */
export function OwnerRowActions({ owner, ...props }: ManageProps & { owner: Address }) {
  return (
    <span className="flex shrink-0 gap-1">
      <ChangeButton
        {...props}
        variant="ghost"
        change={{ kind: 'swap', owner }}
        label={t('owner_changes.replace_label', { owner })}
      >
        <Icon name="refresh" />
        <span className="hidden sm:inline">{t('owner_changes.replace')}</span>
      </ChangeButton>
      <ChangeButton
        {...props}
        variant="ghost"
        change={{ kind: 'remove', owner }}
        label={t('owner_changes.remove_label', { owner })}
      >
        <Icon name="trash" />
        <span className="hidden sm:inline">{t('owner_changes.remove')}</span>
      </ChangeButton>
    </span>
  )
}

/** "Add owner", with the note why it is disabled for a visitor. */
export function AddOwnerButton(props: ManageProps) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <ChangeButton {...props} change={{ kind: 'add' }}>
        <Icon name="plus" />
        {t('owner_changes.add')}
      </ChangeButton>
      {!canProposeOwnerChange(props) && (
        <p className="text-sm text-ink-muted">{t('owner_changes.not_owner')}</p>
      )}
    </div>
  )
}

export function ChangeThresholdButton(props: ManageProps) {
  return (
    <ChangeButton {...props} change={{ kind: 'threshold' }}>
      <Icon name="sliders" />
      {t('owner_changes.change_threshold')}
    </ChangeButton>
  )
}
