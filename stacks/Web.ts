import { existsSync } from 'node:fs';
import { Fn } from 'aws-cdk-lib';
import {
  AllowedMethods,
  CachePolicy,
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionEventType,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  ViewerProtocolPolicy,
  type BehaviorOptions,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { StaticSite, use, type StackContext } from 'sst/constructs';
import { Api } from './Api.js';
import { Realtime } from './Realtime.js';

/** The built SPA (`npm run build`); the deploy uploads it as it is. */
const WEB_DIST = 'web/dist';

/**
 * The web app (docs/decisions/011): the built SPA in S3 behind CloudFront, and on the same distribution `/api/*`
 * to the HTTP API and `/ws` to the WebSocket API. The browser sees one site, so the SameSite=Lax refresh cookie
 * travels, the SPA's relative `/api` and `/ws` URLs work unchanged, and no CORS is involved. The API and
 * WebSocket URLs reach the site at deploy time as the distribution's origins.
 */
export function Web({ stack }: StackContext) {
  const { api } = use(Api);
  const { realtime } = use(Realtime);
  if (!existsSync(`${WEB_DIST}/index.html`)) {
    throw new Error(`${WEB_DIST}/index.html is missing: run \`npm run build\` before deploying.`);
  }

  const passThrough = {
    viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
    allowedMethods: AllowedMethods.ALLOW_ALL,
    cachePolicy: CachePolicy.CACHING_DISABLED,
    // Cookies, query strings and headers (Authorization, the WebSocket handshake) go through; Host does not,
    // since API Gateway routes by its own host name.
    originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
  } satisfies Partial<BehaviorOptions>;

  const site = new StaticSite(stack, 'Web', {
    path: 'web',
    buildOutput: 'dist',
    customDomain: process.env.BALCAO_DOMAIN || undefined,
    cdk: {
      distribution: {
        // CloudFront's error pages apply to every behaviour and would turn the API's 403/404 into index.html;
        // the SPA fallback is done by the viewer function instead.
        errorResponses: [],
        defaultBehavior: {
          functionAssociations: [{ eventType: FunctionEventType.VIEWER_REQUEST, function: spaFallback(stack) }],
        },
        additionalBehaviors: {
          '/api/*': { origin: new HttpOrigin(hostOf(api.url)), ...passThrough },
          '/ws': {
            origin: new HttpOrigin(hostOf(realtime.url), { protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY }),
            ...passThrough,
            functionAssociations: [
              { eventType: FunctionEventType.VIEWER_REQUEST, function: toStage(stack, stack.stage) },
            ],
          },
        },
      },
    },
  });

  stack.addOutputs({ WebUrl: site.customDomainUrl ?? site.url ?? '' });
  return { site };
}

/** `https://host/...` or `wss://host/stage` → `host`. */
function hostOf(url: string): string {
  return Fn.select(2, Fn.split('/', url));
}

/** Paths without a file extension are routes of the SPA: they get index.html. */
function spaFallback(stack: StackContext['stack']): CloudFrontFunction {
  return new CloudFrontFunction(stack, 'SpaFallback', {
    code: FunctionCode.fromInline(`function handler(event) {
  var request = event.request;
  var last = request.uri.split('/').pop();
  if (request.uri.indexOf('/.well-known/') !== 0 && last.indexOf('.') === -1) request.uri = '/index.html';
  return request;
}`),
  });
}

/** API Gateway accepts WebSocket connections on the stage path only: `/ws?token=…` becomes `/<stage>?token=…`. */
function toStage(stack: StackContext['stack'], stage: string): CloudFrontFunction {
  return new CloudFrontFunction(stack, 'WebSocketPath', {
    code: FunctionCode.fromInline(`function handler(event) {
  event.request.uri = '/${stage}';
  return event.request;
}`),
  });
}
