import { fileURLToPath } from 'node:url';
import { Template } from 'aws-cdk-lib/assertions';
import { App, getStack } from 'sst/constructs';
import { initProject } from 'sst/project.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { tableDefinition, TTL_ATTRIBUTE } from '../functions/src/platform/table-definition.js';
import config from '../sst.config.js';
import { Api } from './Api.js';
import { Realtime } from './Realtime.js';
import { Storage } from './Storage.js';

/*
 * Synthesizes the app offline through sst.config.ts the way `sst deploy` does, including the esbuild bundling
 * of the handlers (seconds), so a handler whose imports do not resolve fails here too. NODE_ENV=test keeps SST
 * from looking up its bootstrap stack in AWS.
 */
process.env.NODE_ENV = 'test';
const root = fileURLToPath(new URL('..', import.meta.url));

/** CloudFormation JSON, as the assertions library returns it. */
type Json = any;
type Synth = Record<'storage' | 'realtime' | 'api', Template>;

async function synth(stage: string, webOrigin?: string): Promise<Synth> {
  if (webOrigin) process.env.WEB_ORIGIN = webOrigin;
  else delete process.env.WEB_ORIGIN;
  const app = new App({ mode: 'deploy', stage, name: 'balcao', region: 'us-east-1', account: '123456789012' });
  await config.stacks(app);
  await app.finish();
  const template = (fn: Parameters<typeof getStack>[0]) => Template.fromStack(getStack(fn));
  return { storage: template(Storage), realtime: template(Realtime), api: template(Api) };
}

function only(template: Template, type: string, props: Json = {}): Json {
  const found = Object.entries(template.findResources(type, { Properties: props }));
  expect(found, `${type} ${JSON.stringify(props)}`).toHaveLength(1);
  const [id, resource] = found[0]!;
  return { id, ...resource.Properties };
}

/** How another stack refers to `value` of this one (e.g. the table's ARN): through an export. */
function imported(template: Template, value: Json): Json {
  const outputs = Object.values(template.toJSON().Outputs as Json) as Json[];
  const output = outputs.find((o) => JSON.stringify(o.Value) === JSON.stringify(value));
  return { 'Fn::ImportValue': output?.Export.Name };
}

/** Follows route → integration → function. */
function behindRoute(template: Template, routeKey: string): { integration: Json; fn: Json } {
  const route = only(template, 'AWS::ApiGatewayV2::Route', { RouteKey: routeKey });
  const resources = template.toJSON().Resources as Json;
  const integration = resources[route.Target['Fn::Join'][1][1].Ref].Properties;
  const fnId = JSON.stringify(integration.IntegrationUri).match(/"Fn::GetAtt":\["([^"]+)","Arn"\]/)?.[1];
  return { integration, fn: resources[fnId!].Properties };
}

/** Every IAM statement attached to the role of the function with this handler. */
function statementsOf(template: Template, handler: string): Json[] {
  const role = { Ref: only(template, 'AWS::Lambda::Function', { Handler: handler }).Role['Fn::GetAtt'][0] };
  return (Object.values(template.findResources('AWS::IAM::Policy')) as Json[])
    .filter((p) => p.Properties.Roles.some((r: Json) => JSON.stringify(r) === JSON.stringify(role)))
    .flatMap((p) => p.Properties.PolicyDocument.Statement);
}

const actionsOf = (s: Json): string[] => [s.Action].flat();
const endpoint = (api: Json) => ({
  'Fn::Join': ['', ['https://', api, '.execute-api.us-east-1.', { Ref: 'AWS::URLSuffix' }, '/test']],
});

let dev: Synth;
let prod: Synth;
let ref: Record<'tableName' | 'tableArn' | 'wsApi' | 'wsApiImported', Json>;

beforeAll(async () => {
  await initProject({ stage: 'test', root });
  dev = await synth('test');
  prod = await synth('prod', 'https://app.balcao.example');
  const table = only(dev.storage, 'AWS::DynamoDB::Table').id;
  const wsApi = { Ref: only(dev.realtime, 'AWS::ApiGatewayV2::Api').id };
  ref = {
    tableName: imported(dev.storage, { Ref: table }),
    tableArn: imported(dev.storage, { 'Fn::GetAtt': [table, 'Arn'] }),
    wsApi,
    wsApiImported: imported(dev.realtime, wsApi),
  };
}, 60_000);

describe('Storage', () => {
  it('has one on-demand table keyed by pk/sk, with gsi1, gsi2, PITR and TTL on expiresAt', () => {
    const table = only(dev.storage, 'AWS::DynamoDB::Table');
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
      GlobalSecondaryIndexes: [index('gsi1'), index('gsi2')],
      BillingMode: 'PAY_PER_REQUEST',
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
      TimeToLiveSpecification: { AttributeName: 'expiresAt', Enabled: true },
    });
    // The embedded server creates its table from platform/table-definition.ts: the two must not drift.
    const { KeySchema, AttributeDefinitions, GlobalSecondaryIndexes } = tableDefinition('local');
    expect(table).toMatchObject({ KeySchema, AttributeDefinitions, GlobalSecondaryIndexes });
    expect(table.TimeToLiveSpecification.AttributeName).toBe(TTL_ATTRIBUTE);
  });

  it('keeps the table when prod removes or replaces it, but not on other stages', () => {
    prod.storage.hasResource('AWS::DynamoDB::Table', { DeletionPolicy: 'Retain', UpdateReplacePolicy: 'Retain' });
    dev.storage.hasResource('AWS::DynamoDB::Table', { DeletionPolicy: 'Delete' });
  });
});

describe('Realtime', () => {
  it('is a WebSocket API that selects routes by the action field', () => {
    expect(only(dev.realtime, 'AWS::ApiGatewayV2::Api')).toMatchObject({
      ProtocolType: 'WEBSOCKET',
      RouteSelectionExpression: '$request.body.action',
    });
  });

  it.each([
    ['$connect', 'ws-connect'],
    ['$disconnect', 'ws-disconnect'],
    ['$default', 'ws-default'],
  ])('sends %s to the %s handler, which knows the table and the management endpoint', (routeKey, file) => {
    const { integration, fn } = behindRoute(dev.realtime, routeKey);
    expect(integration.IntegrationType).toBe('AWS_PROXY');
    expect(fn.Handler).toBe(`functions/src/handlers/${file}.handler`);
    expect(fn.Environment.Variables).toMatchObject({
      TABLE_NAME: ref.tableName,
      WS_ENDPOINT: endpoint(ref.wsApi),
      STAGE: 'test',
      SST_Secret_value_JWT_SECRET: '__FETCH_FROM_SSM__',
    });
  });
});

describe('Api', () => {
  it('routes /api/* to the api handler with payload v2 and outputs its URL', () => {
    const api = only(dev.api, 'AWS::ApiGatewayV2::Api').id;
    dev.api.hasOutput('ApiUrl', { Value: { 'Fn::GetAtt': [api, 'ApiEndpoint'] } });
    const { integration, fn } = behindRoute(dev.api, 'ANY /api/{proxy+}');
    expect(integration).toMatchObject({ IntegrationType: 'AWS_PROXY', PayloadFormatVersion: '2.0' });
    expect(fn.Handler).toBe('functions/src/handlers/api.handler');
    expect(fn.Environment.Variables).toMatchObject({
      TABLE_NAME: ref.tableName,
      WS_ENDPOINT: endpoint(ref.wsApiImported),
      STAGE: 'test',
      SST_Secret_value_JWT_SECRET: '__FETCH_FROM_SSM__',
    });
  });

  it('lets only the web origin call it with credentials', () => {
    const cors = (origin: string) => ({ CorsConfiguration: { AllowOrigins: [origin], AllowCredentials: true } });
    expect(only(dev.api, 'AWS::ApiGatewayV2::Api')).toMatchObject(cors('http://localhost:5173'));
    expect(only(prod.api, 'AWS::ApiGatewayV2::Api')).toMatchObject(cors('https://app.balcao.example'));
  });

  it('refuses to synthesize prod without the web origin', async () => {
    await expect(synth('prod')).rejects.toThrow(/WEB_ORIGIN/);
  });
});

describe('every handler', () => {
  const handlers = ['api', 'ws-connect', 'ws-disconnect', 'ws-default'];
  const templateOf = (h: string) => (h === 'api' ? dev.api : dev.realtime);

  it.each(handlers)('%s runs Node 22 on arm64 with 1 GB and the API Gateway 29 s limit', (h) => {
    expect(
      only(templateOf(h), 'AWS::Lambda::Function', { Handler: `functions/src/handlers/${h}.handler` }),
    ).toMatchObject({
      Runtime: 'nodejs22.x',
      Architectures: ['arm64'],
      MemorySize: 1024,
      Timeout: 29,
    });
  });

  it.each(handlers)('%s may touch only the table, its indexes, its secret and the sockets', (h) => {
    const statements = statementsOf(templateOf(h), `functions/src/handlers/${h}.handler`);
    const services = new Set(statements.flatMap(actionsOf).map((a) => a.split(':')[0]));
    expect(services).toEqual(new Set(['xray', 'dynamodb', 'ssm', 'execute-api']));

    for (const s of statements) {
      expect(s.Effect).toBe('Allow');
      expect(actionsOf(s).filter((a) => a === '*' || a.endsWith(':*'))).toEqual([]);
      const [service] = actionsOf(s)[0]!.split(':');
      if (service === 'xray') {
        // X-Ray has no resource-level permissions; nothing else may name every resource.
        expect(actionsOf(s).every((a) => a.startsWith('xray:'))).toBe(true);
      } else if (service === 'dynamodb') {
        expect([s.Resource].flat()).toEqual([ref.tableArn, { 'Fn::Join': ['', [ref.tableArn, '/index/*']] }]);
      } else if (service === 'ssm') {
        expect(JSON.stringify(s.Resource).match(/parameter[^"]*/g)).toEqual([
          'parameter/sst/balcao/test/Secret/JWT_SECRET/value',
          'parameter/sst/balcao/.fallback/Secret/JWT_SECRET/value',
        ]);
      } else {
        expect(actionsOf(s)).toEqual(['execute-api:ManageConnections']);
        const arn: Json[] = s.Resource['Fn::Join'][1];
        expect(arn).toContainEqual(h === 'api' ? ref.wsApiImported : ref.wsApi);
        expect(arn.at(-1)).toMatch(/\/@connections\/\*$/);
      }
    }
  });
});
