import type { AccentColor, FontStack, Radius, ResolvedColorMode } from './appearance.ts'

/**
 * The accent presets of the connect dialog, per mode (RainbowKit's values, so the page and the
 * dialog share one colour). Dark mode uses lighter tints that keep contrast on dark surfaces.
 */
export const accentPalette: Record<
  ResolvedColorMode,
  Record<AccentColor, { accent: string; onAccent: string }>
> = {
  light: {
    blue: { accent: '#0E76FD', onAccent: '#FFFFFF' },
    green: { accent: '#1DB847', onAccent: '#FFFFFF' },
    orange: { accent: '#FF801F', onAccent: '#FFFFFF' },
    pink: { accent: '#FF5CA0', onAccent: '#FFFFFF' },
    purple: { accent: '#5F5AFA', onAccent: '#FFFFFF' },
    red: { accent: '#FA423C', onAccent: '#FFFFFF' },
  },
  dark: {
    blue: { accent: '#3898FF', onAccent: '#FFFFFF' },
    green: { accent: '#4BD166', onAccent: '#1A1B1F' },
    orange: { accent: '#FF983D', onAccent: '#1A1B1F' },
    pink: { accent: '#FF7AB8', onAccent: '#1A1B1F' },
    purple: { accent: '#7A70FF', onAccent: '#FFFFFF' },
    red: { accent: '#FF6257', onAccent: '#FFFFFF' },
  },
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
