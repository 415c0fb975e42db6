import { Icon } from '../../../components/ui/Icon/Icon.tsx'
import { t } from '../../../i18n/t.ts'
import { useAppearance } from '../../../theme/AppearanceProvider.tsx'

/** One click between light and dark; "System" stays available in the Appearance menu. */
export function ColorModeToggle() {
  const { resolvedMode, setAppearance } = useAppearance()
  const next = resolvedMode === 'dark' ? 'light' : 'dark'
  const label = next === 'dark' ? t('appearance.toggle_dark') : t('appearance.toggle_light')
  return (
    <button
      type="button"
      onClick={() => setAppearance({ mode: next })}
      aria-label={label}
      title={label}
      className="grid size-10 place-items-center rounded-control text-ink-muted transition-colors hover:bg-surface-muted hover:text-ink focus-visible:outline-2 focus-visible:outline-accent"
    >
      <Icon name={next === 'dark' ? 'moon' : 'sun'} className="size-5" />
    </button>
  )
}
