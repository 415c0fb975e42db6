import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

// The browser suite: real Chromium against the whole running product (chain, gateway, built web app).
// Each file starts its own product, so files run one after another: the machine has two cores and a
// browser, anvil and the gateway already compete for them.
export default defineConfig({
  test: {
    name: 'e2e',
    root: fileURLToPath(new URL('.', import.meta.url)),
    environment: 'node',
    include: ['tests/**/*.e2e.test.ts', 'src/**/*.test.ts'],
    globalSetup: ['./src/globalSetup.ts'],
    fileParallelism: false,
    pool: 'forks',
    testTimeout: 90_000,
    hookTimeout: 180_000,
    teardownTimeout: 30_000,
    // A flaky click is a bug to fix, not to retry away.
    retry: 0,
  },
})
