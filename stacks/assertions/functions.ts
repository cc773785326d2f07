import { beforeAll, describe, expect, it } from 'vitest';
import { actionsOf, only, type Refs, statementsOf, type Synth, type Synthesized } from '../template-queries.js';

/** Assertions on every function's runtime and permissions, over the app synthesized once by stacks/infra.test.ts. */
export function describeFunctions(synthesized: () => Synthesized): void {
  let dev: Synth;
  let ref: Refs;
  beforeAll(() => {
    ({ dev, ref } = synthesized());
  });

  describe('every function', () => {
    const functions = [
      ['api', 'Api'],
      ['ws-connect', 'Realtime'],
      ['ws-disconnect', 'Realtime'],
      ['ws-default', 'Realtime'],
      ['inbound-consumer', 'Jobs'],
      ['campaign-consumer', 'Jobs'],
      ['webhook-consumer', 'Jobs'],
      ['timer', 'Jobs'],
      ['seed', 'Api'],
    ] as const;
    const services: Record<(typeof functions)[number][0], string[]> = {
      api: ['xray', 'dynamodb', 'ssm', 'execute-api', 's3', 'sqs', 'scheduler', 'iam'],
      'ws-connect': ['xray', 'dynamodb', 'ssm', 'execute-api'],
      'ws-disconnect': ['xray', 'dynamodb', 'ssm', 'execute-api'],
      'ws-default': ['xray', 'dynamodb', 'ssm', 'execute-api'],
      'inbound-consumer': ['xray', 'dynamodb', 'ssm', 'execute-api', 's3', 'sqs', 'scheduler', 'iam'],
      'campaign-consumer': ['xray', 'dynamodb', 'ssm', 'execute-api', 's3', 'sqs', 'scheduler', 'iam'],
      'webhook-consumer': ['xray', 'dynamodb', 'ssm', 'execute-api', 's3', 'sqs', 'scheduler', 'iam'],
      timer: ['xray', 'dynamodb', 'ssm', 'execute-api', 's3', 'sqs', 'scheduler', 'iam'],
      seed: ['xray', 'dynamodb', 'ssm'],
    };

    it.each(functions)('%s runs Node 22 on arm64 with 1 GB', (handler, stack) => {
      expect(
        only(dev[stack], 'AWS::Lambda::Function', { Handler: `functions/src/handlers/${handler}.handler` }),
      ).toMatchObject({
        Runtime: 'nodejs22.x',
        Architectures: ['arm64'],
        MemorySize: 1024,
      });
    });

    it.each(functions)('%s may touch only what it uses, never every resource', (handler, stack) => {
      const statements = statementsOf(dev[stack], `functions/src/handlers/${handler}.handler`);
      expect(new Set(statements.flatMap(actionsOf).map((a) => a.split(':')[0]))).toEqual(new Set(services[handler]));
      for (const s of statements) {
        expect(s.Effect).toBe('Allow');
        expect(actionsOf(s).filter((a) => a === '*' || a.endsWith(':*'))).toEqual([]);
        const service = actionsOf(s)[0]!.split(':')[0];
        const resource = JSON.stringify(s.Resource);
        if (service === 'xray') expect(actionsOf(s).every((a) => a.startsWith('xray:'))).toBe(true);
        else expect(resource).not.toBe('"*"');
        if (service === 'dynamodb') {
          expect([s.Resource].flat()).toEqual([ref.tableArn, { 'Fn::Join': ['', [ref.tableArn, '/index/*']] }]);
        } else if (service === 'ssm') {
          expect(
            resource
              .match(/parameter[^"]*/g)
              ?.every((p) => /^parameter\/sst\/balcao\/(test|\.fallback)\/Secret\/\w+\/value$/.test(p)),
          ).toBe(true);
        } else if (service === 'execute-api') {
          expect(actionsOf(s)).toEqual(['execute-api:ManageConnections']);
          expect(resource).toMatch(/\/@connections\/\*"\]\]\}$/);
        } else if (service === 's3' && actionsOf(s).includes('s3:ListBucket')) {
          // Listing the bucket itself: the job consumers remove a deleted company's folder (docs/decisions/039).
          expect(actionsOf(s)).toEqual(['s3:ListBucket']);
          expect(s.Resource).toEqual(ref.mediaArn);
        } else if (service === 's3') {
          expect(actionsOf(s)).toEqual(['s3:GetObject', 's3:PutObject', 's3:DeleteObject']);
          expect(s.Resource).toEqual({ 'Fn::Join': ['', [ref.mediaArn, '/*']] });
        } else if (service === 'sqs') {
          expect(resource).toMatch(/Outbound|Inbound|Campaign|Timers|Webhook/);
        }
      }
    });

    it('gives the gateway functions the 29 s API Gateway limit', () => {
      for (const [handler, stack] of functions.slice(0, 4)) {
        expect(
          only(dev[stack], 'AWS::Lambda::Function', { Handler: `functions/src/handlers/${handler}.handler` }).Timeout,
        ).toBe(29);
      }
    });
  });
}
