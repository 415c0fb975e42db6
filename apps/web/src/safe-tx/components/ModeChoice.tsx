import { Button } from '../../components/ui/Button/Button.tsx'

/**
 * Two or more ways to finish a review, side by side, the chosen one pressed: "Confirm only / Confirm and
 * execute", "Propose for signatures / Execute now".
 */
export function ModeChoice<Mode extends string>({
  label,
  options,
  value,
  onChange,
}: {
  label: string
  options: readonly { mode: Mode; label: string }[]
  value: Mode
  onChange: (mode: Mode) => void
}) {
  return (
    <fieldset
      aria-label={label}
      className="flex gap-1 self-center rounded-control bg-surface-muted p-1 text-sm"
    >
      {options.map((option) => (
        <Button
          key={option.mode}
          size="sm"
          aria-pressed={value === option.mode}
          variant={value === option.mode ? 'secondary' : 'ghost'}
          onClick={() => onChange(option.mode)}
        >
          {option.label}
        </Button>
      ))}
    </fieldset>
  )
}
