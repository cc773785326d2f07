import { beforeAll, describe, expect, it } from 'vitest';
import { tableDefinition, TTL_ATTRIBUTE } from '../../functions/src/platform/table-definition.js';
import { type Json, only, PROD_ORIGIN, type Synth, type Synthesized } from '../template-queries.js';
import { webOrigins } from '../web-origin.js';

/** Assertions on the Storage concern, over the app synthesized once by stacks/infra.test.ts. */
export function describeStorage(synthesized: () => Synthesized): void {
  let dev: Synth;
  let prod: Synth;
  beforeAll(() => {
    ({ dev, prod } = synthesized());
  });

  describe('Storage', () => {
    it('has one on-demand table keyed by pk/sk, with gsi1, gsi2, gsi3, PITR and TTL on expiresAt', () => {
      const table = only(dev.Storage, 'AWS::DynamoDB::Table');
      const keys = (hash: string, range: string) => [
        { AttributeName: hash, KeyType: 'HASH' },
        { AttributeName: range, KeyType: 'RANGE' },
      ];
      const index = (name: string) => ({
        IndexName: name,
        KeySchema: keys(`${name}pk`, `${name}sk`),
        Projection: { ProjectionType: 'ALL' },
      });
      expect(table).toMatchObject({
        KeySchema: keys('pk', 'sk'),
        GlobalSecondaryIndexes: [index('gsi1'), index('gsi2'), index('gsi3')],
        BillingMode: 'PAY_PER_REQUEST',
        PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
        TimeToLiveSpecification: { AttributeName: 'expiresAt', Enabled: true },
      });
      // The embedded server creates its table from platform/table-definition.ts: the two must not drift.
      const { KeySchema, AttributeDefinitions, GlobalSecondaryIndexes } = tableDefinition('local');
      expect(table).toMatchObject({ KeySchema, AttributeDefinitions, GlobalSecondaryIndexes });
      expect(table.TimeToLiveSpecification.AttributeName).toBe(TTL_ATTRIBUTE);
    });

    it('protects the prod table from deletion and keeps it on removal, but not on other stages', () => {
      prod.Storage.hasResource('AWS::DynamoDB::Table', {
        DeletionPolicy: 'Retain',
        UpdateReplacePolicy: 'Retain',
        Properties: { DeletionProtectionEnabled: true },
      });
      dev.Storage.hasResource('AWS::DynamoDB::Table', { DeletionPolicy: 'Delete' });
      expect(only(dev.Storage, 'AWS::DynamoDB::Table').DeletionProtectionEnabled).toBe(false);
    });

    it('keeps media in a private, encrypted bucket that refuses plain HTTP', () => {
      const bucket = only(dev.Storage, 'AWS::S3::Bucket');
      expect(bucket).toMatchObject({
        PublicAccessBlockConfiguration: {
          BlockPublicAcls: true,
          BlockPublicPolicy: true,
          IgnorePublicAcls: true,
          RestrictPublicBuckets: true,
        },
        BucketEncryption: {
          ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }],
        },
        OwnershipControls: { Rules: [{ ObjectOwnership: 'BucketOwnerEnforced' }] },
      });
      const policy = only(dev.Storage, 'AWS::S3::BucketPolicy').PolicyDocument.Statement as Json[];
      expect(policy).toContainEqual(
        expect.objectContaining({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
      );
      expect(policy.filter((s) => s.Effect === 'Allow' && JSON.stringify(s.Principal).includes('"*"'))).toEqual([]);
      prod.Storage.hasResource('AWS::S3::Bucket', { DeletionPolicy: 'Retain' });
    });

    it('lets the web origins read and upload media with presigned URLs, and expires temporary files', () => {
      const cors = (synth: Synth) => only(synth.Storage, 'AWS::S3::Bucket').CorsConfiguration.CorsRules;
      expect(cors(dev)).toEqual([
        expect.objectContaining({ AllowedOrigins: ['http://localhost:5173'], AllowedMethods: ['GET', 'HEAD', 'PUT'] }),
      ]);
      expect(cors(prod)).toEqual([expect.objectContaining({ AllowedOrigins: [PROD_ORIGIN] })]);
      expect(only(dev.Storage, 'AWS::S3::Bucket').LifecycleConfiguration.Rules).toEqual([
        { Id: 'temporary-files', Prefix: 'tmp/', ExpirationInDays: 1, Status: 'Enabled' },
        { Id: 'unfinished-uploads', AbortIncompleteMultipartUpload: { DaysAfterInitiation: 1 }, Status: 'Enabled' },
      ]);
    });

    it('puts no secret in any template: every secret is an SSM placeholder fetched at cold start', () => {
      for (const template of Object.values(dev)) {
        const text = JSON.stringify(template.toJSON());
        for (const [, name, value] of text.matchAll(/"SST_Secret_value_(\w+)":("[^"]*")/g)) {
          expect([name, value]).toEqual([name, '"__FETCH_FROM_SSM__"']);
        }
        expect(text).not.toMatch(/PASSWORD"\s*:\s*"(?!__FETCH)/);
      }
      const seed = only(dev.Api, 'AWS::Lambda::Function', { Handler: 'functions/src/handlers/seed.handler' });
      expect(Object.keys(seed.Environment.Variables).filter((k) => k.startsWith('SST_Secret'))).toEqual([
        'SST_Secret_value_JWT_SECRET',
        'SST_Secret_value_FIRST_ADMIN_EMAIL',
        'SST_Secret_value_FIRST_ADMIN_PASSWORD',
      ]);
    });
  });

  describe('web origins', () => {
    const withEnv = (env: Record<string, string>, stage: string) => {
      const saved = { ...process.env };
      Object.assign(process.env, { WEB_ORIGIN: '', BALCAO_DOMAIN: '' }, env);
      try {
        return webOrigins(stage);
      } finally {
        process.env = saved;
      }
    };
    it('are the custom domain and WEB_ORIGINs, plus the Vite dev server off prod', () => {
      expect(
        withEnv({ BALCAO_DOMAIN: 'app.example.com', WEB_ORIGIN: 'https://a.example, https://b.example' }, 'prod'),
      ).toEqual(['https://app.example.com', 'https://a.example', 'https://b.example']);
      expect(withEnv({}, 'dev')).toEqual(['http://localhost:5173']);
      expect(withEnv({}, 'prod')).toEqual([]);
    });
  });
}
