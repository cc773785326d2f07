import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Api as HttpApi, Script, use, type ApiCorsProps, type StackContext } from 'sst/constructs';
import { appFunction, mediaAccess } from './function-defaults.js';
import { Jobs } from './Jobs.js';
import { paymentSettings } from './payments.js';
import { Realtime } from './Realtime.js';
import { Storage } from './Storage.js';
import { webOrigins } from './web-origin.js';

/** Requests per second across the API (steady and burst): a help desk's load, far under the account's 10,000. */
export const API_THROTTLE = { rate: 100, burst: 200 };

/** The REST API: one HTTP API route, one Lambda running the Hono app (functions/src/http/app.ts). */
export function Api({ stack }: StackContext) {
  const { media, secrets } = use(Storage);
  const { publisher } = use(Realtime);
  const { producer } = use(Jobs);

  // The web distribution sends it with every /api request (stacks/Web.ts): how the API tells a request that came
  // through CloudFront, whose viewer address it may then read (functions/src/http/client-ip.ts).
  const edgeSecret = new Secret(stack, 'EdgeOriginSecret', {
    description: 'Sent by the web distribution with every /api request, so the API knows it came through CloudFront',
    generateSecretString: { passwordLength: 48, excludePunctuation: true },
  }).secretValue.unsafeUnwrap();

  // The API takes the payments (checkout, the provider's webhook, the sandbox's pay): the provider and, on a stage
  // billing with Efí, its secrets are the API's alone (docs/decisions/042).
  const payments = paymentSettings(stack);
  const apiFunction = appFunction(stack, {
    environment: {
      ...publisher.environment,
      MEDIA_BUCKET: media.bucketName,
      EDGE_ORIGIN_SECRET: edgeSecret,
      ...producer.environment,
      ...payments.environment,
    },
    permissions: [...publisher.permissions, mediaAccess(media), ...producer.permissions] as never[],
  });
  const api = new HttpApi(stack, 'Api', {
    defaults: {
      function: { ...apiFunction, bind: [...(apiFunction.bind ?? []), ...payments.bind] },
      throttle: API_THROTTLE,
    },
    cors: cors(stack.stage),
    routes: { 'ANY /api/{proxy+}': 'functions/src/handlers/api.handler' },
  });

  // The first company and its super admin, from the FIRST_ADMIN_* secrets, when the stage is first deployed.
  new Script(stack, 'FirstAdmin', {
    defaults: {
      function: {
        ...appFunction(stack, { environment: publisher.environment }),
        bind: [secrets.jwt, secrets.firstAdminEmail, secrets.firstAdminPassword],
      },
    },
    onCreate: 'functions/src/handlers/seed.handler',
  });

  stack.addOutputs({ ApiUrl: api.url });
  return { api, edgeSecret };
}

/**
 * The web app calls the API on its own origin, through the distribution's `/api/*` (stacks/Web.ts), which
 * needs no CORS. Other origins — the custom domain, `WEB_ORIGIN`s, the Vite dev server off prod — are allowed
 * one by one, with credentials for the refresh cookie; with credentials browsers read `*` literally, so the
 * methods and headers are spelled out.
 */
function cors(stage: string): ApiCorsProps | false {
  const origins = webOrigins(stage);
  if (origins.length === 0) return false;
  return {
    allowOrigins: origins,
    allowCredentials: true,
    allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowHeaders: ['authorization', 'content-type', 'x-request-id'],
    exposeHeaders: ['x-request-id'],
  };
}
