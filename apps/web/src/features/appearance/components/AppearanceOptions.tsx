import { useId } from 'react'
import { SegmentedControl } from '../../../components/ui/SegmentedControl/SegmentedControl.tsx'
import { t } from '../../../i18n/t.ts'
import { useAppearance } from '../../../theme/AppearanceProvider.tsx'
import { accentColors, colorModes, fontStacks, overlayBlurs, radii } from '../../../theme/appearance.ts'
import { accentPalette } from '../../../theme/tokens.ts'

/** Colour mode and the connect dialog's theme options, saved in this browser: the header's menu and Settings show them. */
export function AppearanceOptions() {
  const { appearance, resolvedMode, setAppearance } = useAppearance()
  const panelId = useId()
  return (
    <div className="flex flex-col gap-5">
      <SegmentedControl
        label={t('appearance.mode')}
        value={appearance.mode}
        options={colorModes.map((mode) => ({ value: mode, label: t(`appearance.modes.${mode}`) }))}
        onChange={(mode) => setAppearance({ mode })}
      />
      <fieldset>
        <legend className="mb-2 text-xs font-semibold tracking-wide text-ink-muted uppercase">
          {t('appearance.accent')}
        </legend>
        <div className="flex gap-2.5">
          {accentColors.map((accent) => (
            <label key={accent} title={t(`appearance.accents.${accent}`)} className="cursor-pointer">
              <input
                type="radio"
                name={`${panelId}-accent`}
                value={accent}
                checked={appearance.accent === accent}
                onChange={() => setAppearance({ accent })}
                aria-label={t(`appearance.accents.${accent}`)}
                className="peer sr-only"
              />
              <span
                className="block size-8 rounded-full ring-offset-2 ring-offset-surface transition-shadow peer-checked:ring-2 peer-checked:ring-ink peer-focus-visible:ring-2 peer-focus-visible:ring-accent"
                style={{ backgroundColor: accentPalette[resolvedMode][accent].accent }}
              />
            </label>
          ))}
        </div>
      </fieldset>
      <SegmentedControl
        label={t('appearance.radius')}
        value={appearance.radius}
        options={radii.map((radius) => ({ value: radius, label: t(`appearance.radii.${radius}`) }))}
        onChange={(radius) => setAppearance({ radius })}
      />
      <SegmentedControl
        label={t('appearance.font')}
        value={appearance.font}
        options={fontStacks.map((font) => ({ value: font, label: t(`appearance.fonts.${font}`) }))}
        onChange={(font) => setAppearance({ font })}
      />
      <SegmentedControl
        label={t('appearance.overlay_blur')}
        value={appearance.overlayBlur}
        options={overlayBlurs.map((blur) => ({ value: blur, label: t(`appearance.blurs.${blur}`) }))}
        onChange={(overlayBlur) => setAppearance({ overlayBlur })}
      />
    </div>
  )
}
