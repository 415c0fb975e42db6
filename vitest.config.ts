import { defineConfig } from 'vitest/config'

// One runner for every workspace's unit and integration tests. The browser end-to-end suite needs a
// built web app and a running product, so it has its own config in e2e/ and runs after these.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/{devchain,gateway,safe-apps}/src/**/*.test.ts',
            // The gateway's shared test harness (fuzzer, import graph) and its own tests.
            'apps/gateway/test/**/*.test.ts',
            // The first-party Safe Apps' pure modules (batch files, argument encoding).
            'apps/safe-apps/apps/*/src/**/*.test.ts',
            'scripts/**/*.test.ts',
            'bench/src/**/*.test.ts',
          ],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      'apps/web',
    ],
  },
})
