import { beforeAll, describe, expect, it } from 'vitest';
import { behindRoute, endpoint, only, type Refs, type Synth, type Synthesized } from '../template-queries.js';

/** Assertions on the Realtime concern, over the app synthesized once by stacks/infra.test.ts. */
export function describeRealtime(synthesized: () => Synthesized): void {
  let dev: Synth;
  let ref: Refs;
  beforeAll(() => {
    ({ dev, ref } = synthesized());
  });

  describe('Realtime', () => {
    it('is a WebSocket API that selects routes by the action field', () => {
      expect(only(dev.Realtime, 'AWS::ApiGatewayV2::Api')).toMatchObject({
        ProtocolType: 'WEBSOCKET',
        RouteSelectionExpression: '$request.body.action',
      });
    });

    it.each([
      ['$connect', 'ws-connect'],
      ['$disconnect', 'ws-disconnect'],
      ['$default', 'ws-default'],
    ])('sends %s to the %s handler, which knows the table and the management endpoint', (routeKey, file) => {
      const { integration, fn } = behindRoute(dev.Realtime, routeKey);
      expect(integration.IntegrationType).toBe('AWS_PROXY');
      expect(fn.Handler).toBe(`functions/src/handlers/${file}.handler`);
      expect(fn.Environment.Variables).toMatchObject({
        TABLE_NAME: ref.tableName,
        WS_ENDPOINT: endpoint(ref.wsApi),
        STAGE: 'test',
        SST_Secret_value_JWT_SECRET: '__FETCH_FROM_SSM__',
      });
    });
  });
}
