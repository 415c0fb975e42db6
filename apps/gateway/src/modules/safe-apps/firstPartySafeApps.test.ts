import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { firstPartySafeApps } from './firstPartySafeApps.ts'

// The sources of the apps apps/safe-apps builds, one folder per app named as its URL path.
const appsDir = fileURLToPath(new URL('../../../../safe-apps/apps/', import.meta.url))
const ManifestSchema = z.object({ name: z.string(), description: z.string(), iconPath: z.string() })

describe('firstPartySafeApps', () => {
  it.each(firstPartySafeApps.map((app) => [app.name, app] as const))(
    '%s matches the manifest.json and icon its app is built with',
    (_name, app) => {
      const folder = app.url.replace(/^\//, '')
      const manifest = ManifestSchema.parse(
        JSON.parse(readFileSync(`${appsDir}${folder}/public/manifest.json`, 'utf8')),
      )
      expect({ name: app.name, description: app.description }).toEqual({
        name: manifest.name,
        description: manifest.description,
      })
      expect(app.iconUrl).toBe(`/${folder}/${manifest.iconPath}`)
      expect(existsSync(`${appsDir}${folder}/public/${manifest.iconPath}`)).toBe(true)
    },
  )
})
