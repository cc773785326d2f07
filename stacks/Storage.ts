import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { BlockPublicAccess, Bucket, BucketEncryption, HttpMethods, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { Config, Table, type StackContext } from 'sst/constructs';
import { webOrigins } from './web-origin.js';

/** Media keys under this prefix are temporary (uploads in progress, exports) and expire on their own. */
export const TEMPORARY_MEDIA_PREFIX = 'tmp/';

/** The one DynamoDB table (design in ARCHITECTURE.md), the media bucket and the secrets. */
export function Storage({ stack }: StackContext) {
  const prod = stack.stage === 'prod';
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
      gsi3pk: 'string',
      gsi3sk: 'string',
    },
    primaryIndex: { partitionKey: 'pk', sortKey: 'sk' },
    globalIndexes: {
      gsi1: { partitionKey: 'gsi1pk', sortKey: 'gsi1sk', projection: 'all' },
      gsi2: { partitionKey: 'gsi2pk', sortKey: 'gsi2sk', projection: 'all' },
      // A company's working set (pending and open tickets) by status: docs/decisions/059. CloudFormation adds it
      // to a deployed table in place (one new index per update).
      gsi3: { partitionKey: 'gsi3pk', sortKey: 'gsi3sk', projection: 'all' },
    },
    timeToLiveAttribute: 'expiresAt',
    // Retain (the prod removal policy) keeps the table when the stack goes; this refuses a delete by hand too.
    cdk: { table: { deletionProtection: prod } },
  });

  const media = new Bucket(stack, 'Media', {
    blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
    objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
    encryption: BucketEncryption.S3_MANAGED,
    enforceSSL: true,
    // Browsers read media and (later) upload straight to S3 with presigned URLs: the signature is the credential
    // and no cookie goes to the bucket. Before an origin is configured the web's CloudFront name is unknown here.
    cors: [
      {
        allowedOrigins: webOrigins(stack.stage).length > 0 ? webOrigins(stack.stage) : ['*'],
        allowedMethods: [HttpMethods.GET, HttpMethods.HEAD, HttpMethods.PUT],
        allowedHeaders: ['content-type', 'content-disposition'],
        maxAge: 3600,
      },
    ],
    lifecycleRules: [
      { id: 'temporary-files', prefix: TEMPORARY_MEDIA_PREFIX, expiration: Duration.days(1) },
      { id: 'unfinished-uploads', abortIncompleteMultipartUploadAfter: Duration.days(1) },
    ],
    // Prod keeps its media; other stages empty the bucket (a small custom resource) so it can be removed.
    removalPolicy: prod ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    autoDeleteObjects: !prod,
  });

  // Set per stage with `npx sst secrets set <NAME> <value> --stage <stage>` (README, "Deploy to AWS").
  const secrets = {
    jwt: new Config.Secret(stack, 'JWT_SECRET'),
    firstAdminEmail: new Config.Secret(stack, 'FIRST_ADMIN_EMAIL'),
    firstAdminPassword: new Config.Secret(stack, 'FIRST_ADMIN_PASSWORD'),
  };

  return { table, media, jwtSecret: secrets.jwt, secrets };
}
