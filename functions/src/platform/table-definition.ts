import type { CreateTableCommandInput } from '@aws-sdk/client-dynamodb';
import type { IndexName } from './cursor.js';

/** The table's shape (docs/decisions/002): keys pk/sk, three overloaded GSIs (gsi3: ADR 059), TTL on expiresAt. */
export const TTL_ATTRIBUTE = 'expiresAt';

/** The table's global secondary indexes, each keyed `<name>pk`/`<name>sk` and projecting every attribute. */
export const INDEXES = ['gsi1', 'gsi2', 'gsi3'] as const satisfies readonly IndexName[];

export function tableDefinition(name: string): CreateTableCommandInput {
  return {
    TableName: name,
    BillingMode: 'PAY_PER_REQUEST',
    AttributeDefinitions: ['pk', 'sk', ...INDEXES.flatMap(indexAttributes)].map(stringAttribute),
    KeySchema: [
      { AttributeName: 'pk', KeyType: 'HASH' },
      { AttributeName: 'sk', KeyType: 'RANGE' },
    ],
    GlobalSecondaryIndexes: INDEXES.map(indexDefinition),
  };
}

/** One index as CreateTable, or UpdateTable's Create, describes it. */
export function indexDefinition(index: IndexName) {
  return {
    IndexName: index,
    KeySchema: [
      { AttributeName: `${index}pk`, KeyType: 'HASH' as const },
      { AttributeName: `${index}sk`, KeyType: 'RANGE' as const },
    ],
    Projection: { ProjectionType: 'ALL' as const },
  };
}

/** The index's key attributes. */
export const indexAttributes = (index: IndexName) => [`${index}pk`, `${index}sk`];

export const stringAttribute = (AttributeName: string) => ({ AttributeName, AttributeType: 'S' as const });
