import { describe, expect, it } from 'vitest'
import { toAppPermissions } from './toAppPermissions.ts'

const app = 'http://127.0.0.1:8081'

describe('toAppPermissions', () => {
  it("lists the app's granted capabilities as the SDK's Permission, not its refusals or other apps'", () => {
    expect(
      toAppPermissions(app, [
        { origin: app, capability: 'requestAddressBook', granted: true, date: 7 },
        { origin: 'https://other.example', capability: 'requestAddressBook', granted: true, date: 8 },
      ]),
    ).toEqual([{ parentCapability: 'requestAddressBook', invoker: app, date: 7, caveats: [] }])
    expect(
      toAppPermissions(app, [{ origin: app, capability: 'requestAddressBook', granted: false, date: 7 }]),
    ).toEqual([])
  })
})
