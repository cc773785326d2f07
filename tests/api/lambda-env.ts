import { inject } from 'vitest';
import { LOCAL_CREDENTIALS } from '../../functions/src/local/dynamodb-local.js';
import type { TestContext } from '../../functions/src/testing/harness.js';

const QUEUES = 'https://sqs.us-east-1.amazonaws.com/123456789012/prod-balcao-Jobs';
export const INBOUND_QUEUE_URL = `${QUEUES}-Inbound.fifo`;
export const OUTBOUND_QUEUE_URL = `${QUEUES}-Outbound.fifo`;

/**
 * The environment the stacks give a Lambda of stage prod, pointed at the test's DynamoDB Local table, so the
 * handlers' own cloud wiring (cloud-deps.ts) runs as deployed. `extra` adds what a test's handlers need (secrets).
 */
export function useLambdaEnv(ctx: TestContext, extra: Record<string, string>): void {
  Object.assign(process.env, {
    AWS_ENDPOINT_URL_DYNAMODB: inject('dynamoEndpoint'),
    // DynamoDB Local keeps tables per region and key: the harness's are under region 'local'.
    AWS_REGION: 'local',
    AWS_ACCESS_KEY_ID: LOCAL_CREDENTIALS.accessKeyId,
    AWS_SECRET_ACCESS_KEY: LOCAL_CREDENTIALS.secretAccessKey,
    TABLE_NAME: ctx.deps.table.name,
    STAGE: 'prod',
    WS_ENDPOINT: 'https://w7p2r5t8u1.execute-api.us-east-1.amazonaws.com/prod',
    INBOUND_QUEUE_URL,
    OUTBOUND_QUEUE_URL,
    SST_APP: 'balcao',
    SST_STAGE: 'prod',
    ...extra,
  });
}
