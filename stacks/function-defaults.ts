import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { Bucket } from 'aws-cdk-lib/aws-s3';
import { use, type FunctionProps, type Permissions, type Stack } from 'sst/constructs';
import { LAMBDA_NODEJS } from '../scripts/lambda-bundling.mjs';
import { optionalSettings } from './optional-settings.js';
import { Storage } from './Storage.js';

/** API Gateway stops waiting for an integration after 29 s; a longer timeout would only work for nobody. */
export const GATEWAY_TIMEOUT_SECONDS = 29;

/**
 * What every function of the app runs with (docs/decisions/005, 011): Node.js 22 on arm64, 1 GB, bundled lean as
 * scripts/build-lambda.mjs bundles it (docs/decisions/031), item access to the table and its indexes (binding the
 * table would grant dynamodb:*), the JWT secret, the optional settings the stage sets, and whatever the caller
 * adds. Lambda refuses new nodejs20.x functions since 2026-08-31; 22 is supported until 2027-04-30.
 */
export function appFunction(
  stack: Stack,
  options: { timeout?: number; environment?: Record<string, string>; permissions?: Permissions } = {},
): FunctionProps {
  const { table, jwtSecret } = use(Storage);
  return {
    runtime: 'nodejs22.x',
    architecture: 'arm_64',
    memorySize: 1024,
    nodejs: LAMBDA_NODEJS,
    timeout: options.timeout ?? GATEWAY_TIMEOUT_SECONDS,
    permissions: [
      [table.cdk.table, 'grantReadWriteData'],
      ...((options.permissions as unknown[]) ?? []),
    ] as Permissions,
    bind: [jwtSecret],
    environment: {
      TABLE_NAME: table.tableName,
      STAGE: stack.stage,
      SIMULATOR: simulator(),
      ...optionalSettings(),
      ...options.environment,
    },
  };
}

/** Objects in the media bucket: read, write, delete — not list, not the bucket's settings. */
export function mediaAccess(media: Bucket): PolicyStatement {
  return new PolicyStatement({
    actions: ['s3:GetObject', 's3:PutObject', 's3:DeleteObject'],
    resources: [media.arnForObjects('*')],
  });
}

/** Listing the media bucket: a company's deletion removes its folder (docs/decisions/039). */
export function mediaListing(media: Bucket): PolicyStatement {
  return new PolicyStatement({ actions: ['s3:ListBucket'], resources: [media.bucketArn] });
}

/** The simulator (docs/decisions/008) is off in the cloud unless `SIMULATOR=on` is in `.env.<stage>`. */
export function simulator(): 'on' | 'off' {
  return process.env.SIMULATOR === 'on' ? 'on' : 'off';
}
