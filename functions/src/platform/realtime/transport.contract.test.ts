import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import {
  ApiGatewayManagementApiClient,
  GoneException,
  PostToConnectionCommand,
  type PostToConnectionCommandInput,
} from '@aws-sdk/client-apigatewaymanagementapi';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, inject } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import { LOCAL_CREDENTIALS } from '../../local/dynamodb-local.js';
import { ensureTable } from '../../local/ensure-table.js';
import { LocalTransport } from '../../local/local-transport.js';
import { manualClock } from '../clock.js';
import { newId } from '../ids.js';
import { Table } from '../table.js';
import { ApiGatewayTransport } from './apigw-transport.js';
import { Realtime, type RealtimeTransport } from './realtime.js';
import { describeTransportContract } from './transport-contract.js';

async function registry(transport: RealtimeTransport) {
  const clientConfig = { endpoint: inject('dynamoEndpoint'), region: 'local', credentials: LOCAL_CREDENTIALS };
  const name = `test-${newId()}`;
  const client = new DynamoDBClient(clientConfig);
  await ensureTable(client, name);
  client.destroy();
  const clock = manualClock(new Date('2026-11-22T12:00:00Z'));
  return { realtime: new Realtime(new Table(name, clientConfig), transport, clock), clock };
}

const servers: WebSocketServer[] = [];
afterAll(() => servers.forEach((server) => server.close()));

describeTransportContract('LocalTransport (ws sockets)', async () => {
  const transport = new LocalTransport();
  const { realtime, clock } = await registry(transport);
  const server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  servers.push(server);
  await once(server, 'listening');
  const serverSide = new Map<string, WebSocket>();
  const clients = new Map<string, WebSocket>();

  return {
    realtime,
    clock,
    connect: async (companyId, userId) => {
      const connectionId = newId();
      await realtime.register({ connectionId, companyId, userId, profile: 'user', tokenVersion: 0 });
      const accepted = once(server, 'connection') as Promise<[WebSocket]>;
      const client = new WebSocket(`ws://127.0.0.1:${(server.address() as AddressInfo).port}`);
      const [socket] = await accepted;
      await once(client, 'open');
      transport.add(connectionId, socket);
      serverSide.set(connectionId, socket);
      clients.set(connectionId, client);
      const received: unknown[] = [];
      client.on('message', (data) => received.push(JSON.parse(String(data))));
      return { connectionId, received: () => received };
    },
    vanish: async (connectionId) => {
      const socket = serverSide.get(connectionId)!;
      clients.get(connectionId)!.terminate();
      if (socket.readyState !== WebSocket.CLOSED) await once(socket, 'close');
    },
  };
});

describeTransportContract('ApiGatewayTransport (management API mocked)', async () => {
  const management = mockClient(ApiGatewayManagementApiClient);
  const client = new ApiGatewayManagementApiClient({
    endpoint: 'https://abc123.execute-api.us-east-1.amazonaws.com/test',
    region: 'us-east-1',
    credentials: { accessKeyId: 'a', secretAccessKey: 'b' },
  });
  const { realtime, clock } = await registry(new ApiGatewayTransport(client));
  const posted = new Map<string, unknown[]>();
  const vanished = new Set<string>();
  management.on(PostToConnectionCommand).callsFake((input: PostToConnectionCommandInput) => {
    if (vanished.has(input.ConnectionId!)) {
      throw new GoneException({ message: 'Gone', $metadata: { httpStatusCode: 410 } });
    }
    posted.get(input.ConnectionId!)?.push(JSON.parse(String(input.Data)));
    return {};
  });

  return {
    realtime,
    clock,
    connect: async (companyId, userId) => {
      const connectionId = `${newId()}=`;
      await realtime.register({ connectionId, companyId, userId, profile: 'user', tokenVersion: 0 });
      posted.set(connectionId, []);
      return { connectionId, received: () => posted.get(connectionId)! };
    },
    vanish: async (connectionId) => void vanished.add(connectionId),
  };
});
