import type { CreateTableCommandInput } from '@aws-sdk/client-dynamodb';

/** The table's shape (docs/decisions/002): keys pk/sk, two overloaded GSIs, TTL on expiresAt. */
export const TTL_ATTRIBUTE = 'expiresAt';

export function tableDefinition(name: string): CreateTableCommandInput {
  const gsi = (index: 'gsi1' | 'gsi2') => ({
    IndexName: index,
    KeySchema: [
      { AttributeName: `${index}pk`, KeyType: 'HASH' as const },
      { AttributeName: `${index}sk`, KeyType: 'RANGE' as const },
    ],
    Projection: { ProjectionType: 'ALL' as const },
  });
  return {
    TableName: name,
    BillingMode: 'PAY_PER_REQUEST',
    AttributeDefinitions: ['pk', 'sk', 'gsi1pk', 'gsi1sk', 'gsi2pk', 'gsi2sk'].map((AttributeName) => ({
      AttributeName,
      AttributeType: 'S' as const,
    })),
    KeySchema: [
      { AttributeName: 'pk', KeyType: 'HASH' },
      { AttributeName: 'sk', KeyType: 'RANGE' },
    ],
    GlobalSecondaryIndexes: [gsi('gsi1'), gsi('gsi2')],
  };
}
