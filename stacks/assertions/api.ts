import { beforeAll, describe, expect, it } from 'vitest';
import {
  behindRoute,
  endpoint,
  only,
  PROD_ORIGIN,
  PRODUCER_ENV,
  type Refs,
  type Synth,
  type Synthesized,
} from '../template-queries.js';

/** Assertions on the Api concern, over the app synthesized once by stacks/infra.test.ts. */
export function describeApi(synthesized: () => Synthesized): void {
  let dev: Synth;
  let prod: Synth;
  let ref: Refs;
  beforeAll(() => {
    ({ dev, prod, ref } = synthesized());
  });

  describe('Api', () => {
    it('routes /api/* to the api handler with payload v2 and gives it every resource it works with', () => {
      const api = only(dev.Api, 'AWS::ApiGatewayV2::Api').id;
      dev.Api.hasOutput('ApiUrl', { Value: { 'Fn::GetAtt': [api, 'ApiEndpoint'] } });
      const { integration, fn } = behindRoute(dev.Api, 'ANY /api/{proxy+}');
      expect(integration).toMatchObject({ IntegrationType: 'AWS_PROXY', PayloadFormatVersion: '2.0' });
      expect(fn.Handler).toBe('functions/src/handlers/api.handler');
      expect(Object.keys(fn.Environment.Variables).sort()).toEqual(
        [
          ...PRODUCER_ENV,
          'MEDIA_BUCKET',
          'EDGE_ORIGIN_SECRET',
          'PAYMENTS_PROVIDER',
          'SIMULATOR',
          'STAGE',
          'TABLE_NAME',
          'WS_ENDPOINT',
          'SST_Secret_value_JWT_SECRET',
          'SST_APP',
          'SST_STAGE',
          'SST_SSM_PREFIX',
          'AWS_NODEJS_CONNECTION_REUSE_ENABLED',
        ].sort(),
      );
      expect(fn.Environment.Variables).toMatchObject({
        TABLE_NAME: ref.tableName,
        WS_ENDPOINT: endpoint(ref.wsApiImported),
        MEDIA_BUCKET: ref.media,
        SCHEDULE_GROUP: 'test-balcao-timers',
      });
    });

    it('throttles every route of the stage', () => {
      expect(only(dev.Api, 'AWS::ApiGatewayV2::Stage').DefaultRouteSettings).toEqual({
        ThrottlingRateLimit: 100,
        ThrottlingBurstLimit: 200,
      });
    });

    it('lets only the configured web origins call it across origins, with credentials', () => {
      const cors = (origin: string) => ({ CorsConfiguration: { AllowOrigins: [origin], AllowCredentials: true } });
      expect(only(dev.Api, 'AWS::ApiGatewayV2::Api')).toMatchObject(cors('http://localhost:5173'));
      expect(only(prod.Api, 'AWS::ApiGatewayV2::Api')).toMatchObject(cors(PROD_ORIGIN));
    });

    it('seeds the first admin from its secrets when the stage is first deployed', () => {
      expect(only(dev.Api, 'Custom::SSTScript')).toMatchObject({ UserCreateFunction: expect.anything() });
      expect(only(dev.Api, 'Custom::SSTScript').UserUpdateFunction).toBeUndefined();
    });
  });
}
