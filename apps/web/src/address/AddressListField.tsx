import type { ReactNode } from 'react'
import { Button } from '../components/ui/Button/Button.tsx'
import type { ChainInfo } from '../gateway/ChainInfoSchema.ts'
import { AddressField } from './AddressField.tsx'

/**
 * A growing list of address inputs (recoverers, a Safe's new owners): each checked like every address
 * field, one more on request, the last removable. The caller keeps the texts and names the rows.
 */
export function AddressListField({
  chain,
  legend,
  hint,
  texts,
  onChange,
  showErrors,
  labelOf,
  removeLabelOf,
  addLabel,
}: {
  chain: ChainInfo
  legend: string
  hint?: ReactNode
  texts: readonly string[]
  onChange: (texts: string[]) => void
  /** After a submit every row shows its problem; before it, only rows with text. */
  showErrors: boolean
  labelOf: (index: number) => string
  removeLabelOf: (index: number) => string
  addLabel: string
}) {
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 text-sm font-semibold">{legend}</legend>
      {hint && <p className="text-sm text-ink-muted">{hint}</p>}
      {texts.map((text, index) => (
        // Rows are edited in place and only the last can be removed, so the index is a stable key. The
        // remove button sits under its field so an address keeps the whole width.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <div key={index} className="flex flex-col gap-1">
          <div className="min-w-0">
            <AddressField
              chain={chain}
              label={labelOf(index)}
              value={text}
              onChange={(value) => onChange(texts.map((old, at) => (at === index ? value : old)))}
              showError={showErrors || text.trim() !== ''}
            />
          </div>
          {texts.length > 1 && index === texts.length - 1 && (
            <Button
              variant="ghost"
              size="sm"
              className="self-end"
              onClick={() => onChange(texts.slice(0, -1))}
            >
              {removeLabelOf(index)}
            </Button>
          )}
        </div>
      ))}
      <Button variant="secondary" size="sm" className="self-start" onClick={() => onChange([...texts, ''])}>
        {addLabel}
      </Button>
    </fieldset>
  )
}
