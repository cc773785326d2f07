import { beforeAll, describe, expect, it } from 'vitest';
import { type Json, only, type Refs, resources, type Synth, type Synthesized } from '../template-queries.js';

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

    it('passes /api/* to the HTTP API uncached, with cookies and Authorization, on the same site', () => {
      expect(behavior('/api/*')).toMatchObject({
        CachePolicyId: CACHING_DISABLED,
        OriginRequestPolicyId: ALL_VIEWER_EXCEPT_HOST,
      });
      expect(behavior('/api/*').AllowedMethods).toEqual(expect.arrayContaining(['POST', 'PUT', 'PATCH', 'DELETE']));
      expect(JSON.stringify(origin(behavior('/api/*')).DomainName)).toMatch(/ApiEndpoint/);
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

    it('uploads the web build', () => {
      expect(Object.keys(dev.Web.findResources('Custom::S3Uploader'))).toHaveLength(1);
    });
  });
}
