import type { Address } from 'viem'
import type { ChainInfo } from '../../../gateway/ChainInfoSchema.ts'
import { t } from '../i18n/t.ts'
import type { DelegateAction } from './DelegateDialogContent.tsx'

export type DelegateDialogProps = {
  chain: ChainInfo
  safe: Address
  owners: readonly Address[]
  action: DelegateAction
  onChanged: () => void
  onClose: () => void
}

export function delegateDialogTitle(action: DelegateAction): string {
  return action.kind === 'add' ? t('delegates.add') : t('delegates.remove_title')
}
