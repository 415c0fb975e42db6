import type { AccentColor, FontStack, Radius, ResolvedColorMode } from './appearance.ts'

/**
 * The accent presets of the page and the connect dialog, per mode: RainbowKit's hues, in shades that
 * keep WCAG AA (4.5:1) both as a button under `onAccent` text and as text on the page's surfaces, on
 * `accent-soft` and, dark, on RainbowKit's #2C2D31 pills. RainbowKit's own light shades fail with
 * white text (green 2.6:1), and its dark ones are light enough that dark text reads better than white
 * on every one of them.
 */
export const accentPalette: Record<
  ResolvedColorMode,
  Record<AccentColor, { accent: string; onAccent: string }>
> = {
  light: {
    blue: { accent: '#0B63D6', onAccent: '#FFFFFF' },
    green: { accent: '#137235', onAccent: '#FFFFFF' },
    orange: { accent: '#A84A08', onAccent: '#FFFFFF' },
    pink: { accent: '#BE1B64', onAccent: '#FFFFFF' },
    purple: { accent: '#514BE6', onAccent: '#FFFFFF' },
    red: { accent: '#C02720', onAccent: '#FFFFFF' },
  },
  dark: {
    blue: { accent: '#3898FF', onAccent: '#16171C' },
    green: { accent: '#4BD166', onAccent: '#16171C' },
    orange: { accent: '#FF983D', onAccent: '#16171C' },
    pink: { accent: '#FF7AB8', onAccent: '#16171C' },
    purple: { accent: '#938CFF', onAccent: '#16171C' },
    red: { accent: '#FF6257', onAccent: '#16171C' },
  },
}

/**
 * The page's secondary and faint text (theme.css `--c-ink-muted`, `--c-ink-faint`), for the connect
 * dialog: RainbowKit's translucent greys fall to 2.5-3.3:1 on its white and near-black sheets.
 */
export const secondaryTextPalette: Record<ResolvedColorMode, { muted: string; faint: string }> = {
  light: { muted: '#5B5F6E', faint: '#686C79' },
  dark: { muted: '#A4A8B6', faint: '#8A8EA0' },
}

/** Card and control radii that follow the dialog's radius scale. */
export const radiusScale: Record<Radius, { card: string; control: string; connectButton: string }> = {
  large: { card: '24px', control: '14px', connectButton: '12px' },
  medium: { card: '16px', control: '10px', connectButton: '8px' },
  small: { card: '8px', control: '6px', connectButton: '4px' },
  none: { card: '0px', control: '0px', connectButton: '0px' },
}

// System font stacks only: the CSP forbids remote fonts and we ship none.
export const fontFamilies: Record<FontStack, string> = {
  rounded:
    'SFRounded, ui-rounded, "SF Pro Rounded", -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, Helvetica, Arial, sans-serif',
  system: '-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, Helvetica, Arial, sans-serif',
}

/** The CSS custom properties theme.css maps to Tailwind tokens, for one appearance. */
export function appearanceCssVariables(options: {
  mode: ResolvedColorMode
  accent: AccentColor
  radius: Radius
  font: FontStack
}): Record<string, string> {
  const accent = accentPalette[options.mode][options.accent]
  const radius = radiusScale[options.radius]
  return {
    '--c-accent': accent.accent,
    '--c-on-accent': accent.onAccent,
    '--r-card': radius.card,
    '--r-control': radius.control,
    // The stand-in for RainbowKit's connect button matches its radius, so nothing jumps on load.
    '--r-connect': radius.connectButton,
    '--f-sans': fontFamilies[options.font],
  }
}
