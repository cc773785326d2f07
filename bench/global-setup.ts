import type { TestProject } from 'vitest/node';
import { describeStore, removeDir, runDir, startStore, storeKind } from './support/store.js';

/**
 * The benches' shared DynamoDB Local (docs/decisions/026): on disk in a data folder of its own under bench/.data,
 * started by the product's own function exactly as `npm start` starts it, so the figures are of the store users
 * run; BENCH_STORE=memory gives the tests' in-memory store instead. Each bench file makes its own table in it
 * (the reads bench starts its own, on a copy of its cached seed).
 */
export default async function setup(project: TestProject) {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const dir = storeKind() === 'disk' ? runDir('shared') : undefined;
  const dataDir = dir && `${dir}/dynamodb`;
  const dynamo = await startStore(dataDir);
  project.provide('dynamoEndpoint', dynamo.endpoint);
  console.log(`[store] benches' shared store: ${describeStore(dataDir)}`);
  return async () => {
    await dynamo.stop();
    if (dir && !process.env.BENCH_KEEP_RUN) removeDir(dir);
  };
}
