import { beforeAll, describe, expect, it } from 'vitest';
import { imported, type Json, only, type Refs, resources, type Synth, type Synthesized } from '../template-queries.js';

/** Assertions on the Web concern, over the app synthesized once by stacks/infra.test.ts. */
export function describeWeb(synthesized: () => Synthesized): void {
  let dev: Synth;
  let ref: Refs;
  beforeAll(() => {
    ({ dev, ref } = synthesized());
  });

  describe('Web', () => {
    const distribution = () => only(dev.Web, 'AWS::CloudFront::Distribution').DistributionConfig;
    const behavior = (path: string) => distribution().CacheBehaviors.find((b: Json) => b.PathPattern === path);
    const origin = (behavior: Json) => distribution().Origins.find((o: Json) => o.Id === behavior.TargetOriginId);
    const functionCode = (association: Json) =>
      resources(dev.Web)[association['Fn::GetAtt'][0]].Properties.FunctionCode;
    const CACHING_DISABLED = '4135ea2d-6df8-44a3-9df3-4b5a84be39ad';
    const ALL_VIEWER_EXCEPT_HOST = 'b689b0a8-53d0-40ab-baf2-68738e2966ac';

    it('serves the SPA from a private bucket, index.html for routes, and no error page over the API', () => {
      expect(distribution().DefaultCacheBehavior.ViewerProtocolPolicy).toBe('redirect-to-https');
      expect(origin(distribution().DefaultCacheBehavior).S3OriginConfig).toBeDefined();
      const [association] = distribution().DefaultCacheBehavior.FunctionAssociations;
      expect(functionCode(association.FunctionARN)).toMatch(/request\.uri = '\/index\.html'/);
      expect(distribution().CustomErrorResponses).toBeUndefined();
    });

    it('passes /api/* to the HTTP API with cookies and query strings, on the same site', () => {
      expect(behavior('/api/*').AllowedMethods).toEqual(expect.arrayContaining(['POST', 'PUT', 'PATCH', 'DELETE']));
      expect(JSON.stringify(origin(behavior('/api/*')).DomainName)).toMatch(/ApiEndpoint/);
    });

    it('client ip from CloudFront-Viewer-Address: /api/* forwards it with its own origin request policy', () => {
      const policy = only(dev.Web, 'AWS::CloudFront::OriginRequestPolicy');
      expect(behavior('/api/*').OriginRequestPolicyId).toEqual({ Ref: policy.id });
      const config = policy.OriginRequestPolicyConfig;
      expect(config.HeadersConfig.HeaderBehavior).toBe('whitelist');
      expect(config.HeadersConfig.Headers).toEqual(
        expect.arrayContaining(['CloudFront-Viewer-Address', 'Content-Type', 'X-Request-Id']),
      );
      // API Gateway routes by its own host name: the viewer's Host must not reach it.
      expect(config.HeadersConfig.Headers.map((h: string) => h.toLowerCase())).not.toContain('host');
      expect(config.CookiesConfig).toEqual({ CookieBehavior: 'all' });
      expect(config.QueryStringsConfig).toEqual({ QueryStringBehavior: 'all' });
    });

    it('keeps Authorization on /api/* through its cache policy, which caches nothing the API does not allow', () => {
      // CloudFront forwards Authorization under an allow-list only when the cache policy names it.
      const cache = only(dev.Web, 'AWS::CloudFront::CachePolicy').CachePolicyConfig;
      expect(behavior('/api/*').CachePolicyId).toEqual({ Ref: only(dev.Web, 'AWS::CloudFront::CachePolicy').id });
      expect(cache).toMatchObject({ MinTTL: 0, DefaultTTL: 0, MaxTTL: 1 });
      expect(cache.ParametersInCacheKeyAndForwardedToOrigin).toMatchObject({
        HeadersConfig: { HeaderBehavior: 'whitelist', Headers: ['Authorization'] },
        QueryStringsConfig: { QueryStringBehavior: 'all' },
      });
    });

    it('proves to the API that a request came through the distribution with a secret origin header', () => {
      const [header] = origin(behavior('/api/*')).OriginCustomHeaders;
      expect(header.HeaderName).toBe('x-origin-verify');
      const secret = only(dev.Api, 'AWS::SecretsManager::Secret').id;
      const resolve = (arn: Json) => ({ 'Fn::Join': ['', ['{{resolve:secretsmanager:', arn, ':SecretString:::}}']] });
      expect(header.HeaderValue).toEqual(resolve(imported(dev.Api, { Ref: secret })));
      const api = only(dev.Api, 'AWS::Lambda::Function', { Handler: 'functions/src/handlers/api.handler' });
      expect(api.Environment.Variables.EDGE_ORIGIN_SECRET).toEqual(resolve({ Ref: secret }));
    });

    it('passes /ws to the WebSocket API on its stage path', () => {
      expect(behavior('/ws')).toMatchObject({
        CachePolicyId: CACHING_DISABLED,
        OriginRequestPolicyId: ALL_VIEWER_EXCEPT_HOST,
      });
      expect(JSON.stringify(origin(behavior('/ws')).DomainName)).toContain(JSON.stringify(ref.wsApiImported));
      expect(functionCode(behavior('/ws').FunctionAssociations[0].FunctionARN)).toMatch(
        /event\.request\.uri = '\/test'/,
      );
    });

    it('answers the web app with security headers: a strict CSP, no framing, nosniff, a referrer policy, HSTS', () => {
      const policy = only(dev.Web, 'AWS::CloudFront::ResponseHeadersPolicy');
      expect(distribution().DefaultCacheBehavior.ResponseHeadersPolicyId).toEqual({ Ref: policy.id });
      const headers = policy.ResponseHeadersPolicyConfig.SecurityHeadersConfig;
      expect(headers).toMatchObject({
        ContentTypeOptions: { Override: true },
        FrameOptions: { FrameOption: 'DENY', Override: true },
        ReferrerPolicy: { ReferrerPolicy: 'strict-origin-when-cross-origin', Override: true },
        StrictTransportSecurity: { AccessControlMaxAgeSec: 31_536_000, IncludeSubdomains: false, Override: true },
        ContentSecurityPolicy: { Override: true },
      });
      const csp = headers.ContentSecurityPolicy.ContentSecurityPolicy;
      const directives = Object.fromEntries(
        rendered(csp)
          .split('; ')
          .map((directive) => [directive.split(' ')[0], directive.split(' ').slice(1)]),
      );
      expect(directives).toMatchObject({
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        'style-src': ["'self'"],
        'object-src': ["'none'"],
        'frame-ancestors': ["'none'"],
        'frame-src': ['https://www.youtube-nocookie.com'],
      });
      // The bucket signed media URLs point at (both S3 host forms) and the WebSocket API's host, from their stacks.
      const media = ['https://<token>.s3.amazonaws.com', 'https://<token>.s3.us-east-1.amazonaws.com'];
      expect(directives['img-src']).toEqual(["'self'", 'blob:', 'data:', ...media, 'https://img.youtube.com']);
      expect(directives['media-src']).toEqual(["'self'", 'blob:', ...media]);
      expect(directives['connect-src']).toEqual(["'self'", 'wss://<token>', ...media]);
      expect(JSON.stringify(csp)).toContain(JSON.stringify(ref.media));
      expect(JSON.stringify(csp)).toContain(JSON.stringify(ref.wsApiImported));
    });

    it('uploads the web build', () => {
      expect(Object.keys(dev.Web.findResources('Custom::S3Uploader'))).toHaveLength(1);
    });
  });
}

/** A CloudFormation string built with Fn::Join, its references written as `<token>`. */
function rendered(value: Json): string {
  if (typeof value === 'string') return value;
  const [separator, parts] = value['Fn::Join'] as [string, Json[]];
  return parts.map((part) => (typeof part === 'string' ? part : '<token>')).join(separator);
}
