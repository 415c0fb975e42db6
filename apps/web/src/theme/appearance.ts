import * as z from 'zod/mini'

/**
 * The person's display choices. The option sets are the connect dialog's theme options (spec §3:
 * accent colours, border radius, font stack, overlay blur) plus the colour mode.
 */
export const colorModes = ['system', 'light', 'dark'] as const
export const accentColors = ['blue', 'green', 'orange', 'pink', 'purple', 'red'] as const
export const radii = ['large', 'medium', 'small', 'none'] as const
export const fontStacks = ['rounded', 'system'] as const
export const overlayBlurs = ['none', 'small', 'large'] as const

export type ColorMode = (typeof colorModes)[number]
export type ResolvedColorMode = Exclude<ColorMode, 'system'>
export type AccentColor = (typeof accentColors)[number]
export type Radius = (typeof radii)[number]
export type FontStack = (typeof fontStacks)[number]
export type OverlayBlur = (typeof overlayBlurs)[number]

export const defaultAppearance = {
  mode: 'system',
  accent: 'purple',
  radius: 'medium',
  font: 'system',
  overlayBlur: 'small',
} as const satisfies Record<string, string>

// Each field falls back on its own, so one stale value (say, from an older version) keeps the rest.
export const AppearanceSchema = z.object({
  mode: z.catch(z.enum(colorModes), defaultAppearance.mode),
  accent: z.catch(z.enum(accentColors), defaultAppearance.accent),
  radius: z.catch(z.enum(radii), defaultAppearance.radius),
  font: z.catch(z.enum(fontStacks), defaultAppearance.font),
  overlayBlur: z.catch(z.enum(overlayBlurs), defaultAppearance.overlayBlur),
})
export type Appearance = z.infer<typeof AppearanceSchema>

export const appearanceStorageKey = 'coffer.appearance'

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>

export function loadAppearance(storage: KeyValueStorage | undefined): Appearance {
  let json: unknown = {}
  try {
    const raw = storage?.getItem(appearanceStorageKey)
    json = raw ? JSON.parse(raw) : {}
  } catch {
    // Unreadable storage (privacy mode, corrupted JSON) means defaults, not a crash.
  }
  const parsed = AppearanceSchema.safeParse(json)
  return parsed.success ? parsed.data : AppearanceSchema.parse({})
}

export function saveAppearance(storage: KeyValueStorage | undefined, appearance: Appearance): void {
  try {
    storage?.setItem(appearanceStorageKey, JSON.stringify(appearance))
  } catch {
    // A full or blocked storage only costs persistence.
  }
}

export function resolveColorMode(mode: ColorMode, systemPrefersDark: boolean): ResolvedColorMode {
  if (mode === 'system') return systemPrefersDark ? 'dark' : 'light'
  return mode
}
