import { WebSocketApi, type StackContext } from 'sst/constructs';
import { appFunction } from './function-defaults.js';

/** The WebSocket API: connections are registered in the table and fanned out to with PostToConnection. */
export function Realtime({ stack }: StackContext) {
  const realtime = new WebSocketApi(stack, 'Realtime', {
    defaults: { function: appFunction(stack) },
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
  /** What every other publisher (API, consumers, session host) needs to reach the sockets. */
  const publisher = {
    environment: { WS_ENDPOINT: realtimeEndpoint },
    permissions: [[realtime.cdk.webSocketStage, 'grantManagementApiAccess']] as [object, string][],
  };

  stack.addOutputs({ RealtimeUrl: realtime.url });
  return { realtime, realtimeEndpoint, publisher };
}
