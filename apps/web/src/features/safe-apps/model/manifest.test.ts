import { describe, expect, it } from 'vitest'
import { fetchManifest, parseManifest } from './manifest.ts'

const manifestUrl = 'https://apps.example.org/swap/manifest.json'

describe('parseManifest', () => {
  it('reads name, description and the icon beside the manifest', () => {
    expect(
      parseManifest({ name: ' Swap ', description: 'Trade tokens', iconPath: 'logo.svg' }, manifestUrl),
    ).toEqual({
      ok: true,
      manifest: {
        name: 'Swap',
        description: 'Trade tokens',
        iconUrl: 'https://apps.example.org/swap/logo.svg',
      },
    })
    expect(
      parseManifest(
        { name: 'Swap', description: 'Trade', icons: [{ src: '/icon-192.png', sizes: '192x192' }] },
        manifestUrl,
      ),
    ).toMatchObject({ ok: true, manifest: { iconUrl: 'https://apps.example.org/icon-192.png' } })
  })

  it('shortens a long name or description rather than refusing it', () => {
    const parsed = parseManifest(
      { name: 'N'.repeat(80), description: 'D'.repeat(300), iconPath: 'i.png' },
      manifestUrl,
    )
    expect(parsed.ok && parsed.manifest.name.length).toBe(50)
    expect(parsed.ok && parsed.manifest.description.length).toBe(200)
  })

  it('says which required field is missing or unusable', () => {
    expect(parseManifest({ description: 'x', iconPath: 'i.png' }, manifestUrl)).toEqual({
      ok: false,
      error: { code: 'invalid', field: 'name' },
    })
    expect(parseManifest({ name: 'x', description: '  ', iconPath: 'i.png' }, manifestUrl)).toEqual({
      ok: false,
      error: { code: 'invalid', field: 'description' },
    })
    expect(parseManifest({ name: 'x', description: 'y' }, manifestUrl)).toEqual({
      ok: false,
      error: { code: 'invalid', field: 'icon' },
    })
    expect(
      parseManifest({ name: 'x', description: 'y', iconPath: 'javascript:alert(1)' }, manifestUrl),
    ).toEqual({
      ok: false,
      error: { code: 'invalid', field: 'icon' },
    })
    expect(parseManifest(['x'], manifestUrl)).toEqual({
      ok: false,
      error: { code: 'invalid', field: 'name' },
    })
  })
})

describe('fetchManifest', () => {
  const respond =
    (body: string, status = 200) =>
    async () =>
      new Response(body, { status })

  it('fetches without cookies and checks what comes back', async () => {
    let init: RequestInit | undefined
    const result = await fetchManifest(manifestUrl, async (_url, options) => {
      init = options
      return new Response(JSON.stringify({ name: 'Swap', description: 'Trade', iconPath: 'i.svg' }))
    })
    expect(result).toMatchObject({ ok: true, manifest: { name: 'Swap' } })
    expect(init?.credentials).toBe('omit')
  })

  it('tells an unreachable app, an HTTP error and a body that is not JSON apart', async () => {
    expect(
      await fetchManifest(manifestUrl, async () => {
        throw new TypeError('Failed to fetch')
      }),
    ).toEqual({ ok: false, error: { code: 'unreachable' } })
    expect(await fetchManifest(manifestUrl, respond('nope', 404))).toEqual({
      ok: false,
      error: { code: 'http', status: 404 },
    })
    expect(await fetchManifest(manifestUrl, respond('<html>'))).toEqual({
      ok: false,
      error: { code: 'not_json' },
    })
  })
})
