import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/** At least two: on 2 cores vitest's default (cores - 1) ran one file at a time while the CPU was a third idle. */
const FORKS = Math.max(2, availableParallelism() - 1);
const TEST_JVM_OPTIONS = '-XX:TieredStopAtLevel=1 -XX:+UseSerialGC';
// The shared store starts in globalSetup, in this process, before `test.env` reaches anything.
process.env.BALCAO_DYNAMODB_JVM_OPTIONS ??= TEST_JVM_OPTIONS;

/**
 * Every test of the project, in one run: unit tests beside the code, API integration against DynamoDB Local
 * (started once in globalSetup), browser tests in Chromium, and infrastructure synth.
 */
export default defineConfig({
  test: {
    globalSetup: ['functions/src/testing/global-setup.ts'],
    // The SDK warns that releases after January 2027 need Node 22; this machine runs Node 20 (docs/decisions/004).
    // Tests never reach the network: the Baileys sessions they open use the pinned WhatsApp Web version.
    env: {
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
      WA_WEB_VERSION: 'pinned',
      // DynamoDB Local without the optimising JIT: a quarter less CPU for the suite's short-lived stores (ADR 057).
      BALCAO_DYNAMODB_JVM_OPTIONS: TEST_JVM_OPTIONS,
    },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Two pools side by side (docs/decisions/057): unit and web tests in one worker thread that keeps one module graph
    // for all of them (loading it again for each file was two thirds of their time), API, browser and infra tests
    // in forked processes, at least two at a time — they spend much of their time waiting on DynamoDB Local and Chromium.
    poolOptions: { threads: { isolate: false, maxThreads: 1, minThreads: 1 }, forks: { maxForks: FORKS, minForks: 1 } },
    projects: [
      'web/vite.config.ts',
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['functions/src/**/*.test.ts', 'session-host/src/**/*.test.ts', 'scripts/**/*.test.ts'],
          pool: 'threads',
        },
      },
      { extends: true, test: { name: 'api', include: ['tests/api/**/*.test.ts'] } },
      { extends: true, test: { name: 'infra', include: ['stacks/**/*.test.ts'], testTimeout: 120_000 } },
      {
        extends: true,
        test: { name: 'e2e', include: ['tests/e2e/**/*.test.ts'], testTimeout: 120_000 },
      },
    ],
  },
});
