import type { TestProject } from 'vitest/node';
import { startDynamoDbLocal } from '../local/dynamodb-local.js';

declare module 'vitest' {
  export interface ProvidedContext {
    dynamoEndpoint: string;
  }
}

/**
 * One in-memory DynamoDB Local for the whole run; each test file makes its own table in it. Every project inherits
 * this setup from the root config, and vitest runs the root's first and hands its provided values to every project:
 * the others start no store of their own.
 */
export default async function setup(project: TestProject) {
  if (!project.isRootProject()) return;
  // This process makes SDK clients too; the notice about Node 22 is not a test result.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const dynamo = await startDynamoDbLocal();
  project.provide('dynamoEndpoint', dynamo.endpoint);
  return () => dynamo.stop();
}
