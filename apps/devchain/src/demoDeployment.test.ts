import { expect, test } from 'vitest'
import { getDemoDeployment } from './demoDeployment.ts'

// Pinned: other parts (e2e, docs, the web app's defaults) may rely on these addresses.
test('demo addresses are deterministic', () => {
  expect(getDemoDeployment()).toMatchInlineSnapshot(`
    {
      "nft": "0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512",
      "owners": [
        "0x70997970C51812dc3A010C7d01b50e0d17dc79C8",
        "0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC",
        "0x90F79bf6EB2c4f870365E785982E1f101E93b906",
      ],
      "safe": "0x399c61b017A871181d8B6C418c93a8bB361E3Db8",
      "threshold": 2,
      "token": "0x5FbDB2315678afecb367f032d93F642f64180aa3",
    }
  `)
})
