import { useId } from 'react'

/**
 * Raw bytes (input data, code) in a read-only text box: it scrolls, a keyboard reaches it, and a
 * person can select all of it to copy (a contract's code runs to many kilobytes).
 */
export function ExplorerHex({ label, value }: { label: string; value: string }) {
  const id = useId()
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-xs font-medium text-ink-muted">
        {label}
      </label>
      <textarea
        id={id}
        readOnly
        value={value}
        rows={4}
        spellCheck={false}
        className="w-full resize-y rounded-control border-0 bg-surface-muted p-2 font-mono text-xs break-all text-ink focus-visible:outline-2 focus-visible:outline-accent"
      />
    </div>
  )
}
