import { t } from '../i18n/t.ts'
import type { OwnerChangeError } from './buildOwnerChangeDraft.ts'

/** The person-facing text for each owner change the Safe contract would refuse. */
export function ownerChangeErrorMessage(error: OwnerChangeError): string {
  switch (error.code) {
    case 'zero_address':
    case 'sentinel_address':
    case 'self_address':
    case 'already_owner':
    case 'not_owner':
    case 'unchanged_threshold':
    case 'last_owner':
      return t(`owner_changes.errors.${error.code}`)
    case 'threshold_out_of_range':
      return t('owner_changes.errors.threshold_out_of_range', { max: error.max })
    case 'below_threshold':
      return t('owner_changes.errors.below_threshold', { owners: error.owners, suggested: error.suggested })
  }
}
