import type { SafeMessageContent } from '../../../safe-message/model/toSafeMessageContent.ts'
import { t } from '../i18n/t.ts'

const maxTitleLength = 80

/** A message's line in the list: a text's first line (shortened), or typed data's type and domain name. */
export function messageTitle(content: SafeMessageContent): string {
  if (typeof content !== 'string') {
    const domain = content.domain.name
    return domain
      ? t('messages.typed_title_domain', { primaryType: content.primaryType, domain })
      : t('messages.typed_title', { primaryType: content.primaryType })
  }
  const line =
    content
      .split('\n')
      .find((candidate) => candidate.trim() !== '')
      ?.trim() ?? ''
  return line.length > maxTitleLength ? `${line.slice(0, maxTitleLength - 1)}…` : line
}
