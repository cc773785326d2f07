import {
  CreateTableCommand,
  DescribeTableCommand,
  UpdateTimeToLiveCommand,
  type DynamoDBClient,
} from '@aws-sdk/client-dynamodb';
import { tableDefinition, TTL_ATTRIBUTE } from '../platform/table-definition.js';

/** Creates the table and its indexes when missing; a restart finds it and leaves it alone. */
export async function ensureTable(client: DynamoDBClient, name: string): Promise<'created' | 'exists'> {
  try {
    await client.send(new DescribeTableCommand({ TableName: name }));
    return 'exists';
  } catch (error) {
    if ((error as { name?: string }).name !== 'ResourceNotFoundException') throw error;
  }
  await client.send(new CreateTableCommand(tableDefinition(name)));
  await client.send(
    new UpdateTimeToLiveCommand({
      TableName: name,
      TimeToLiveSpecification: { AttributeName: TTL_ATTRIBUTE, Enabled: true },
    }),
  );
  return 'created';
}
