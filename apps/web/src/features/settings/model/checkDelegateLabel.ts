/** The gateway (as the transaction service) keeps labels of 1 to 50 characters, trimmed. */
export const maxDelegateLabelCharacters = 50

export type DelegateLabelError = 'blank' | 'too_long'

/** Counted in characters as the gateway counts them (code points: an emoji is one). */
export function countLabelCharacters(label: string): number {
  return [...label.trim()].length
}

export function checkDelegateLabel(
  input: string,
): { ok: true; label: string } | { ok: false; error: DelegateLabelError } {
  const label = input.trim()
  if (label === '') return { ok: false, error: 'blank' }
  if (countLabelCharacters(label) > maxDelegateLabelCharacters) return { ok: false, error: 'too_long' }
  return { ok: true, label }
}
