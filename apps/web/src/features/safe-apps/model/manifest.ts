import * as z from 'zod/mini'

/** What an app says about itself in `manifest.json`, as the Apps page shows a custom app. */
export type AppManifest = { name: string; description: string; iconUrl: string }

export type ManifestError =
  | { code: 'unreachable' }
  | { code: 'http'; status: number }
  | { code: 'not_json' }
  | { code: 'invalid'; field: 'name' | 'description' | 'icon' }

const maxNameLength = 50
const maxDescriptionLength = 200

const ManifestSchema = z.object({
  name: z.optional(z.unknown()),
  description: z.optional(z.unknown()),
  iconPath: z.optional(z.unknown()),
  icons: z.optional(z.unknown()),
})

const IconsSchema = z.array(z.object({ src: z.string().check(z.minLength(1)) }))

function toText(value: unknown, max: number): string | undefined {
  if (typeof value !== 'string') return undefined
  const text = value.trim().replace(/\s+/g, ' ')
  if (text === '') return undefined
  return text.length > max ? `${text.slice(0, max - 1)}…` : text
}

/** The icon as an absolute http(s) URL: `iconPath`, else the first of `icons`, relative to the manifest. */
function toIconUrl(manifest: z.infer<typeof ManifestSchema>, manifestUrl: string): string | undefined {
  const icons = IconsSchema.safeParse(manifest.icons)
  const path =
    typeof manifest.iconPath === 'string' && manifest.iconPath !== ''
      ? manifest.iconPath
      : icons.data?.[0]?.src
  if (path === undefined) return undefined
  try {
    const url = new URL(path, manifestUrl)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined
  } catch {
    return undefined
  }
}

/** Checks a parsed `manifest.json`: a name, a description and an icon are required (Safe{Wallet}'s rule). */
export function parseManifest(
  json: unknown,
  manifestUrl: string,
): { ok: true; manifest: AppManifest } | { ok: false; error: ManifestError } {
  const manifest = ManifestSchema.safeParse(json)
  if (!manifest.success) return { ok: false, error: { code: 'invalid', field: 'name' } }
  const name = toText(manifest.data.name, maxNameLength)
  if (name === undefined) return { ok: false, error: { code: 'invalid', field: 'name' } }
  const description = toText(manifest.data.description, maxDescriptionLength)
  if (description === undefined) return { ok: false, error: { code: 'invalid', field: 'description' } }
  const iconUrl = toIconUrl(manifest.data, manifestUrl)
  if (iconUrl === undefined) return { ok: false, error: { code: 'invalid', field: 'icon' } }
  return { ok: true, manifest: { name, description, iconUrl } }
}

/** GETs and checks an app's `manifest.json` (cross-origin, without cookies; ten seconds at most). */
export async function fetchManifest(
  manifestUrl: string,
  fetcher: typeof fetch = fetch,
): Promise<{ ok: true; manifest: AppManifest } | { ok: false; error: ManifestError }> {
  let response: Response
  try {
    response = await fetcher(manifestUrl, { credentials: 'omit', signal: AbortSignal.timeout(10_000) })
  } catch {
    return { ok: false, error: { code: 'unreachable' } }
  }
  if (!response.ok) return { ok: false, error: { code: 'http', status: response.status } }
  let json: unknown
  try {
    json = await response.json()
  } catch {
    return { ok: false, error: { code: 'not_json' } }
  }
  return parseManifest(json, manifestUrl)
}
