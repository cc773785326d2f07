import { defineConfig } from 'vitest/config';

/** `npm run bench`: benchmarks only, never part of `npm test`; same DynamoDB Local setup as the tests. */
export default defineConfig({
  root: new URL('..', import.meta.url).pathname,
  test: {
    globalSetup: ['functions/src/testing/global-setup.ts'],
    env: { AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true', LOG_LEVEL: 'silent' },
    hookTimeout: 120_000,
    benchmark: { include: ['bench/**/*.bench.ts'] },
  },
});
