import { use, WebSocketApi, type FunctionProps, type Stack, type StackContext } from 'sst/constructs';
import { Storage } from './Storage.js';

/**
 * What every function behind API Gateway (HTTP or WebSocket) runs with. API Gateway stops waiting for an
 * integration after 29 s, so a longer timeout would only keep working for a caller that has gone.
 */
export function gatewayFunction(stack: Stack, environment: Record<string, string> = {}): FunctionProps {
  const { table, jwtSecret } = use(Storage);
  return {
    // Lambda refuses new nodejs20.x functions since 2026-08-31; 22 is the nearest to the local Node 20 and is
    // supported until 2027-04-30 (see docs/decisions/005).
    runtime: 'nodejs22.x',
    architecture: 'arm_64',
    memorySize: 1024,
    timeout: 29,
    // Item reads and writes on the table and its indexes only; binding the table would grant dynamodb:*.
    permissions: [[table.cdk.table, 'grantReadWriteData']],
    bind: [jwtSecret],
    environment: { TABLE_NAME: table.tableName, STAGE: stack.stage, ...environment },
  };
}

/** The WebSocket API: connections are registered in the table and fanned out to with PostToConnection. */
export function Realtime({ stack }: StackContext) {
  const realtime = new WebSocketApi(stack, 'Realtime', {
    defaults: { function: gatewayFunction(stack) },
    // Clients send `{ "action": ... }`; every action goes to $default, which dispatches on it.
    cdk: { webSocketApi: { routeSelectionExpression: '$request.body.action' } },
    routes: {
      $connect: 'functions/src/handlers/ws-connect.handler',
      $disconnect: 'functions/src/handlers/ws-disconnect.handler',
      $default: 'functions/src/handlers/ws-default.handler',
    },
  });

  // The management endpoint names the API itself, so it can only be added once the API exists. SST grants
  // these functions execute-api:ManageConnections on this API's connections.
  const realtimeEndpoint = realtime.cdk.webSocketStage.callbackUrl;
  for (const route of realtime.routes) {
    realtime.getFunction(route)?.addEnvironment('WS_ENDPOINT', realtimeEndpoint);
  }

  stack.addOutputs({ RealtimeUrl: realtime.url });
  return { realtime, realtimeEndpoint };
}
