import { useId } from 'react'

/** A row of radio buttons that looks like a segmented switch; arrow keys work as for any radio group. */
export function SegmentedControl<T extends string>({
  label,
  options,
  value,
  onChange,
}: {
  label: string
  options: readonly { value: T; label: string }[]
  value: T
  onChange: (value: T) => void
}) {
  const name = useId()
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-xs font-semibold tracking-wide text-ink-muted uppercase">{label}</legend>
      <div className="grid auto-cols-fr grid-flow-col gap-1 rounded-control bg-surface-muted p-1">
        {options.map((option) => (
          <label
            key={option.value}
            className="cursor-pointer rounded-[calc(var(--r-control)-2px)] px-2 py-1.5 text-center text-sm font-medium text-ink-muted transition-colors has-checked:bg-surface has-checked:text-ink has-checked:shadow-sm has-focus-visible:outline-2 has-focus-visible:outline-accent"
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
              className="sr-only"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  )
}
