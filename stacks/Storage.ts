import { Config, Table, type StackContext } from 'sst/constructs';

/** The one DynamoDB table (design in ARCHITECTURE.md) and the secrets every function shares. */
export function Storage({ stack }: StackContext) {
  // SST's Table is on-demand (PAY_PER_REQUEST) with point-in-time recovery unless told otherwise;
  // stacks/infra.test.ts pins both.
  const table = new Table(stack, 'Table', {
    fields: {
      pk: 'string',
      sk: 'string',
      gsi1pk: 'string',
      gsi1sk: 'string',
      gsi2pk: 'string',
      gsi2sk: 'string',
    },
    primaryIndex: { partitionKey: 'pk', sortKey: 'sk' },
    globalIndexes: {
      gsi1: { partitionKey: 'gsi1pk', sortKey: 'gsi1sk', projection: 'all' },
      gsi2: { partitionKey: 'gsi2pk', sortKey: 'gsi2sk', projection: 'all' },
    },
    timeToLiveAttribute: 'expiresAt',
  });

  // Set per stage with `npx sst secrets set JWT_SECRET <value> --stage <stage>`.
  const jwtSecret = new Config.Secret(stack, 'JWT_SECRET');

  return { table, jwtSecret };
}
