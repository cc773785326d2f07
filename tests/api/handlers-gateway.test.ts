import {
  ApiGatewayManagementApiClient,
  GoneException,
  PostToConnectionCommand,
} from '@aws-sdk/client-apigatewaymanagementapi';
import { SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { GetParametersCommand, SSMClient, type GetParametersCommandOutput } from '@aws-sdk/client-ssm';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  httpEvent,
  wsConnectEvent,
  wsDisconnectEvent,
  wsMessageEvent,
} from '../../functions/src/handlers/events/recorded.js';
import { keys } from '../../functions/src/platform/keys.js';
import { createTestContext, type TestContext } from '../../functions/src/testing/harness.js';
import { OUTBOUND_QUEUE_URL, useLambdaEnv } from './lambda-env.js';

/*
 * The Lambda entry points as AWS invokes them: recorded API Gateway events in, the handlers' own cloud wiring
 * (cloud-deps.ts) over DynamoDB Local. The JWT key comes the deployed way, from SSM at cold start; SQS and the
 * WebSocket management API are mocked clients that record what the handlers send.
 */
const JWT_KEY = 'k'.repeat(48);
// sst/node reads secrets with its own (older) SSM client line, whose types the mock library's do not match.
const ssm = mockClient(SSMClient as any);
const sqs = mockClient(SQSClient);
const management = mockClient(ApiGatewayManagementApiClient);

type Handler = (event: any, context?: unknown) => Promise<any>;
let ctx: TestContext;
let handlers: Record<'api' | 'connect' | 'message' | 'disconnect', Handler>;
let admin: { email: string; password: string; companyId: string };

beforeAll(async () => {
  ctx = await createTestContext();
  const company = await ctx.createCompany();
  admin = { email: company.email, password: company.password, companyId: company.companyId };
  useLambdaEnv(ctx, {
    SST_SSM_PREFIX: '/sst/balcao/prod/',
    SST_Secret_value_JWT_SECRET: '__FETCH_FROM_SSM__',
  });
  const parameters: GetParametersCommandOutput = {
    Parameters: [{ Name: '/sst/balcao/prod/Secret/JWT_SECRET/value', Value: JWT_KEY }],
    InvalidParameters: [],
    $metadata: {},
  };
  ssm.on(GetParametersCommand as any).resolves(parameters as any);
  sqs.on(SendMessageCommand).resolves({ MessageId: 'm1' });
  handlers = {
    api: (await import('../../functions/src/handlers/api.js')).handler as Handler,
    connect: (await import('../../functions/src/handlers/ws-connect.js')).handler,
    message: (await import('../../functions/src/handlers/ws-default.js')).handler,
    disconnect: (await import('../../functions/src/handlers/ws-disconnect.js')).handler,
  };
});

async function call(event: unknown) {
  const response = await handlers.api(event, {});
  return { ...response, json: response.body ? JSON.parse(response.body) : undefined };
}

async function login() {
  const res = await call(
    httpEvent('POST', '/api/auth/login', { body: { email: admin.email, password: admin.password } }),
  );
  expect(res.statusCode).toBe(200);
  return { token: res.json.token as string, cookies: res.cookies as string[] };
}

describe('api handler (HTTP API payload 2.0)', () => {
  it('logs in with the key read from SSM and sets the refresh cookie for the site', async () => {
    const { token, cookies } = await login();
    expect(token.split('.')).toHaveLength(3);
    expect(cookies).toEqual([expect.stringMatching(/^jrt=.+; Path=\/api\/auth; .*HttpOnly; Secure; SameSite=Lax/)]);
    expect(ssm.commandCalls(GetParametersCommand as any)[0]?.args[0].input.Names).toEqual([
      '/sst/balcao/prod/Secret/JWT_SECRET/value',
    ]);
  });

  it('refreshes with the cookie the browser sends back through the distribution', async () => {
    const { cookies } = await login();
    const cookie = cookies[0]!.split(';')[0]!;
    const res = await call(httpEvent('POST', '/api/auth/refresh_token', { cookies: [cookie] }));
    expect(res.statusCode).toBe(200);
    expect(res.json.token).toEqual(expect.any(String));
  });

  it('creates a connection and puts its session command on the outbound FIFO queue', async () => {
    const { token } = await login();
    const res = await call(httpEvent('POST', '/api/whatsapp', { token, body: { name: 'Nuvem' } }));
    expect(res.statusCode).toBe(201);
    const sent = sqs.commandCalls(SendMessageCommand).map((c) => c.args[0].input);
    expect(sent).toContainEqual(
      expect.objectContaining({ QueueUrl: OUTBOUND_QUEUE_URL, MessageGroupId: `session#${res.json.id}` }),
    );
    expect(JSON.parse(sent.at(-1)!.MessageBody!)).toMatchObject({ type: 'session.start', connectionId: res.json.id });
  });

  it('answers bad input and unknown routes with 4xx error codes, never a 500', async () => {
    const { token } = await login();
    const malformed = await call(httpEvent('POST', '/api/whatsapp', { token, body: '{"name":' }));
    expect([malformed.statusCode, malformed.json.error]).toEqual([400, 'ERR_VALIDATION']);
    const anonymous = await call(httpEvent('GET', '/api/whatsapp'));
    expect(anonymous.statusCode).toBe(401);
    const unknown = await call(httpEvent('GET', '/api/nowhere', { token }));
    expect([unknown.statusCode, unknown.json.error]).toEqual([404, 'ERR_NOT_FOUND']);
  });
});

describe('WebSocket handlers', () => {
  it('accept a connection with a valid token, refuse one without, and join rooms on $default', async () => {
    const { token } = await login();
    expect(await handlers.connect(wsConnectEvent('BQy2GcQ0IAMCJ4Q=', token))).toEqual({ statusCode: 200 });
    expect(await handlers.connect(wsConnectEvent('Rejected0000A=', 'not-a-token'))).toEqual({ statusCode: 401 });
    expect(await handlers.connect(wsConnectEvent('Rejected0001A=', undefined))).toEqual({ statusCode: 401 });
    expect(await ctx.deps.realtime.find('Rejected0000A=')).toBeUndefined();

    expect(await handlers.message(wsMessageEvent('BQy2GcQ0IAMCJ4Q=', { action: 'joinTickets', data: 'open' }))).toEqual(
      {
        statusCode: 200,
      },
    );
    expect((await ctx.deps.realtime.find('BQy2GcQ0IAMCJ4Q='))?.rooms).toEqual(['tickets:open']);
  });

  it('publish state changes with PostToConnection and forget a connection that answers 410', async () => {
    const { token } = await login();
    await handlers.connect(wsConnectEvent('Listening000A=', token));
    await handlers.connect(wsConnectEvent('GoneAway0000A=', token));
    management
      .on(PostToConnectionCommand, { ConnectionId: 'GoneAway0000A=' })
      .rejects(new GoneException({ message: 'Gone', $metadata: { httpStatusCode: 410 } }));
    management.on(PostToConnectionCommand, { ConnectionId: 'Listening000A=' }).resolves({});
    // A connection may answer 410 during its handshake; this one connected a minute ago and is really gone.
    await ctx.deps.table.update(keys.socket(admin.companyId, 'GoneAway0000A='), {
      UpdateExpression: 'SET connectedAt = :before',
      ExpressionAttributeValues: { ':before': Date.now() - 60_000 },
    });
    const realtime = ctx.deps.realtime;

    const res = await call(httpEvent('POST', '/api/queue', { token, body: { name: 'Nuvem', color: '#00aa55' } }));
    expect(res.statusCode).toBe(201);
    const posted = management.commandCalls(PostToConnectionCommand).map((c) => c.args[0].input);
    const toListener = posted.find((input) => input.ConnectionId === 'Listening000A=');
    expect(JSON.parse(String(toListener?.Data))).toMatchObject({ event: `company-${admin.companyId}-queue` });
    expect(await realtime.find('GoneAway0000A=')).toBeUndefined();
    expect(await realtime.find('Listening000A=')).toBeDefined();
  });

  it('unregister a connection on $disconnect', async () => {
    const { token } = await login();
    await handlers.connect(wsConnectEvent('Leaving00000A=', token));
    expect(await handlers.disconnect(wsDisconnectEvent('Leaving00000A='))).toEqual({ statusCode: 200 });
    expect(await ctx.deps.realtime.find('Leaving00000A=')).toBeUndefined();
  });
});
