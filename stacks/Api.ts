import { Api as HttpApi, use, type StackContext } from 'sst/constructs';
import { gatewayFunction, Realtime } from './Realtime.js';

/** The REST API: one HTTP API route, one Lambda running the Hono app (functions/src/http/app.ts). */
export function Api({ stack }: StackContext) {
  const { realtime, realtimeEndpoint } = use(Realtime);

  const api = new HttpApi(stack, 'Api', {
    defaults: { function: gatewayFunction(stack, { WS_ENDPOINT: realtimeEndpoint }) },
    cors: {
      allowOrigins: [webOrigin(stack.stage)],
      // The refresh token travels in a cookie. With credentials browsers read `*` literally, so the
      // methods and headers are spelled out.
      allowCredentials: true,
      allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
      allowHeaders: ['authorization', 'content-type', 'x-request-id'],
      exposeHeaders: ['x-request-id'],
    },
    routes: { 'ANY /api/{proxy+}': 'functions/src/handlers/api.handler' },
  });

  // State changes are published to the sockets through this stage's management API, and nothing else.
  api.attachPermissions([[realtime.cdk.webSocketStage, 'grantManagementApiAccess']]);

  stack.addOutputs({ ApiUrl: api.url });
  return { api };
}

/**
 * The web app's origin, the only one CORS lets call the API. It is a deploy-time setting (WEB_ORIGIN, e.g. in
 * `.env.prod`, which SST loads per stage) because the web stack is built after the API and cannot feed it back.
 */
function webOrigin(stage: string): string {
  const origin = process.env.WEB_ORIGIN;
  if (origin) return origin;
  if (stage === 'prod') {
    throw new Error('WEB_ORIGIN is not set: prod needs the web app origin for CORS (see .env.prod).');
  }
  return 'http://localhost:5173';
}
