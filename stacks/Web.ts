import { existsSync } from 'node:fs';
import { Duration } from 'aws-cdk-lib';
import {
  AllowedMethods,
  CacheCookieBehavior,
  CacheHeaderBehavior,
  CachePolicy,
  CacheQueryStringBehavior,
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionEventType,
  OriginProtocolPolicy,
  OriginRequestCookieBehavior,
  OriginRequestHeaderBehavior,
  OriginRequestPolicy,
  OriginRequestQueryStringBehavior,
  ViewerProtocolPolicy,
  type BehaviorOptions,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { StaticSite, use, type StackContext } from 'sst/constructs';
import { EDGE_SECRET_HEADER } from '../functions/src/http/client-ip.js';
import { Api } from './Api.js';
import { Realtime } from './Realtime.js';
import { Storage } from './Storage.js';
import { hostOf, webSecurityHeaders } from './web-security-headers.js';

/** The built SPA (`npm run build`); the deploy uploads it as it is. */
const WEB_DIST = 'web/dist';

/**
 * The web app (docs/decisions/011): the built SPA in S3 behind CloudFront, and on the same distribution `/api/*`
 * to the HTTP API and `/ws` to the WebSocket API. The browser sees one site, so the SameSite=Lax refresh cookie
 * travels, the SPA's relative `/api` and `/ws` URLs work unchanged, and no CORS is involved. The API and
 * WebSocket URLs reach the site at deploy time as the distribution's origins.
 */
export function Web({ stack }: StackContext) {
  const { api, edgeSecret } = use(Api);
  const { realtime } = use(Realtime);
  const { media } = use(Storage);
  if (!existsSync(`${WEB_DIST}/index.html`)) {
    throw new Error(`${WEB_DIST}/index.html is missing: run \`npm run build\` before deploying.`);
  }

  const passThrough = {
    viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
    allowedMethods: AllowedMethods.ALLOW_ALL,
    cachePolicy: CachePolicy.CACHING_DISABLED,
    // Cookies, query strings and headers (the WebSocket handshake) go through; Host does not, since API Gateway
    // routes by its own host name. `/api/*` narrows this (apiPolicies).
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
          responseHeadersPolicy: webSecurityHeaders(stack, { media, webSocketHost: hostOf(realtime.url) }),
          functionAssociations: [{ eventType: FunctionEventType.VIEWER_REQUEST, function: spaFallback(stack) }],
        },
        additionalBehaviors: {
          '/api/*': {
            ...passThrough,
            origin: new HttpOrigin(hostOf(api.url), { customHeaders: { [EDGE_SECRET_HEADER]: edgeSecret } }),
            ...apiPolicies(stack),
          },
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

/**
 * What `/api/*` sends the HTTP API. The login rate limit needs the viewer's address, `CloudFront-Viewer-Address`,
 * which no policy can add to "every viewer header but Host" (`allViewerAndWhitelistCloudFront` keeps Host, which
 * API Gateway refuses); so the headers are listed: the ones the API reads (`Content-Type` for bodies, `Accept`,
 * `X-Request-Id` for the request log) and cookies and query strings as before. CloudFront forwards
 * `Authorization` under a list only when the cache policy names it, and a cache key needs a TTL above zero: the
 * cache policy keys on it with a default TTL of 0, so nothing is cached unless the API says so (it does not), and
 * then for at most a second, per token and query.
 */
function apiPolicies(stack: StackContext['stack']): Pick<BehaviorOptions, 'cachePolicy' | 'originRequestPolicy'> {
  return {
    cachePolicy: new CachePolicy(stack, 'ApiCache', {
      comment: 'Balcão /api: Authorization forwarded, nothing cached unless the API allows it',
      minTtl: Duration.seconds(0),
      defaultTtl: Duration.seconds(0),
      maxTtl: Duration.seconds(1),
      headerBehavior: CacheHeaderBehavior.allowList('Authorization'),
      queryStringBehavior: CacheQueryStringBehavior.all(),
      cookieBehavior: CacheCookieBehavior.none(),
    }),
    originRequestPolicy: new OriginRequestPolicy(stack, 'ApiOriginRequests', {
      comment: 'Balcão /api: cookies, query strings, the headers the API reads and the viewer address',
      headerBehavior: OriginRequestHeaderBehavior.allowList(
        'CloudFront-Viewer-Address',
        'Content-Type',
        'Accept',
        'X-Request-Id',
      ),
      cookieBehavior: OriginRequestCookieBehavior.all(),
      queryStringBehavior: OriginRequestQueryStringBehavior.all(),
    }),
  };
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
