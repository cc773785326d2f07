import { defineConfig } from 'vitest/config';

/** `npm run bench`: benchmarks only, never part of `npm test`; DynamoDB Local on disk as `npm start` runs it (ADR 026). */
export default defineConfig({
  root: new URL('..', import.meta.url).pathname,
  test: {
    globalSetup: ['bench/global-setup.ts'],
    env: { AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true', LOG_LEVEL: 'silent' },
    hookTimeout: 120_000,
    benchmark: { include: ['bench/**/*.bench.ts'] },
  },
});
