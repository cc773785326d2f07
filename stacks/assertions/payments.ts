import { beforeAll, describe, expect, it } from 'vitest';
import { EFI_SECRETS } from '../../functions/src/platform/payments/payments-from-env.js';
import {
  behindRoute,
  only,
  PROD_PAYMENTS,
  resources,
  statementsOf,
  statementsOfRole,
  type Json,
  type Synth,
  type Synthesized,
} from '../template-queries.js';

const API = 'functions/src/handlers/api.handler';
const efiSecretEnv = (env: Record<string, string>) => Object.keys(env).filter((k) => /^SST_Secret_value_EFI_/.test(k));

/** Payments in the cloud (docs/decisions/034, 037, 042), over the app synthesized once by stacks/infra.test.ts. */
export function describePayments(synthesized: () => Synthesized): void {
  let dev: Synth;
  let prod: Synth;
  beforeAll(() => {
    ({ dev, prod } = synthesized());
  });

  describe('Payments', () => {
    it('tells the API which provider the stage runs: none on a stage that chose none, with no Efí secret', () => {
      const { fn } = behindRoute(dev.Api, 'ANY /api/{proxy+}');
      expect(fn.Handler).toBe(API);
      expect(fn.Environment.Variables.PAYMENTS_PROVIDER).toBe('none');
      expect(efiSecretEnv(fn.Environment.Variables)).toEqual([]);
      expect(JSON.stringify(statementsOf(dev.Api, API))).not.toMatch(/Secret\/EFI_/);
    });

    it("binds Efí's secrets to the API of a stage that chose Efí, with the merchant and the production Pix API", () => {
      const { fn } = behindRoute(prod.Api, 'ANY /api/{proxy+}');
      expect(fn.Environment.Variables).toMatchObject({
        ...PROD_PAYMENTS,
        EFI_BASE_URL: 'https://pix.api.efipay.com.br',
        ...Object.fromEntries(EFI_SECRETS.map((name) => [`SST_Secret_value_${name}`, '__FETCH_FROM_SSM__'])),
      });
      const role = fn.Role['Fn::GetAtt'][0];
      const ssm = JSON.stringify(
        statementsOfRole(prod.Api, role).filter((s) => JSON.stringify(s.Action).includes('ssm:')),
      );
      // The SSM prefix is the project's (initProject's stage, `test` here), and the app-wide fallback.
      for (const name of EFI_SECRETS) {
        expect(ssm).toContain(`parameter/sst/balcao/test/Secret/${name}/value`);
        expect(ssm).toContain(`parameter/sst/balcao/.fallback/Secret/${name}/value`);
      }
    });

    it('gives no other function of any stack an Efí secret or the right to read one (least privilege)', () => {
      const apiRole = behindRoute(prod.Api, 'ANY /api/{proxy+}').fn.Role['Fn::GetAtt'][0];
      for (const [name, template] of Object.entries(prod)) {
        const functions = Object.values(template.findResources('AWS::Lambda::Function')) as Array<{
          Properties: { Handler?: string; Role?: Json; Environment?: { Variables?: Record<string, string> } };
        }>;
        for (const { Properties: fn } of functions) {
          if (fn.Role?.['Fn::GetAtt']?.[0] === apiRole) continue;
          expect(efiSecretEnv(fn.Environment?.Variables ?? {}), `${name} ${fn.Handler}`).toEqual([]);
        }
        const policies = Object.values(template.findResources('AWS::IAM::Policy')).filter(
          (policy) => !policy.Properties.Roles.some((role: { Ref?: string }) => role.Ref === apiRole),
        );
        expect(JSON.stringify(policies), name).not.toMatch(/Secret\/EFI_/);
      }
    });

    it('lets the payment webhook in without an authorizer: the one /api route is public, the secret is in the path', () => {
      for (const template of [dev.Api, prod.Api]) {
        const routes = Object.values(resources(template)).filter((r) => r.Type === 'AWS::ApiGatewayV2::Route');
        expect(routes.map((r) => r.Properties.RouteKey)).toEqual(['ANY /api/{proxy+}']);
        const route = only(template, 'AWS::ApiGatewayV2::Route', { RouteKey: 'ANY /api/{proxy+}' });
        expect(route.AuthorizationType ?? 'NONE').toBe('NONE');
        expect(route.AuthorizerId).toBeUndefined();
        expect(Object.keys(template.findResources('AWS::ApiGatewayV2::Authorizer'))).toEqual([]);
      }
    });
  });
}
