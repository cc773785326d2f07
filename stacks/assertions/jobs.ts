import { beforeAll, describe, expect, it } from 'vitest';
import { SCHEDULE_RETRIES } from '../../functions/src/platform/scheduler/eventbridge-scheduler.js';
import { DAILY_INVOICES_TARGET } from '../../functions/src/timers/recurring.js';
import { CONSUMER_TIMEOUT_SECONDS, MAX_RECEIVES, OUTBOUND_VISIBILITY_SECONDS } from '../Jobs.js';
import {
  actionsOf,
  expectDeadLetterAlarm,
  only,
  resources,
  statementsOf,
  type Synth,
  type Synthesized,
} from '../template-queries.js';

/** Assertions on the Jobs concern, over the app synthesized once by stacks/infra.test.ts. */
export function describeJobs(synthesized: () => Synthesized): void {
  let dev: Synth;
  beforeAll(() => {
    ({ dev } = synthesized());
  });

  describe('Jobs', () => {
    const queue = (id: string) => ({ id, ...resources(dev.Jobs)[id]?.Properties });
    const queueNamed = (prefix: string) =>
      queue(Object.keys(resources(dev.Jobs)).find((id) => new RegExp(`^${prefix}[0-9A-F]{8}$`).test(id))!);

    it.each([
      ['Inbound', true],
      ['Outbound', true],
      ['Campaign', false],
      ['Timers', false],
      ['Webhook', false],
    ])('%s is %s FIFO, encrypted, with a dead-letter queue of its kind after 5 receives', (name, fifo) => {
      const main = queueNamed(name);
      const dead = queueNamed(`${name}DeadLetters`);
      expect(Boolean(main.FifoQueue)).toBe(fifo);
      expect(Boolean(dead.FifoQueue)).toBe(fifo);
      expect(main.ContentBasedDeduplication).toBeUndefined();
      expect(main.SqsManagedSseEnabled && dead.SqsManagedSseEnabled).toBe(true);
      expect(main.RedrivePolicy).toEqual({
        deadLetterTargetArn: { 'Fn::GetAtt': [dead.id, 'Arn'] },
        maxReceiveCount: MAX_RECEIVES,
      });
    });

    it.each(['Inbound', 'Outbound', 'Campaign', 'Timers', 'Webhook'])(
      'raises an alarm to the alerts topic when %s dead-letters a job',
      (name) => {
        const dead = queueNamed(`${name}DeadLetters`);
        expectDeadLetterAlarm(dev.Jobs, { 'Fn::GetAtt': [dead.id, 'QueueName'] });
      },
    );

    it.each([
      ['Inbound', 'inbound-consumer'],
      ['Campaign', 'campaign-consumer'],
      ['Timers', 'timer'],
      ['Webhook', 'webhook-consumer'],
    ])('feeds %s to the %s Lambda in batches with partial failures, hidden longer than it may run', (name, handler) => {
      const source = queueNamed(name);
      const fn = only(dev.Jobs, 'AWS::Lambda::Function', { Handler: `functions/src/handlers/${handler}.handler` });
      expect(
        only(dev.Jobs, 'AWS::Lambda::EventSourceMapping', { EventSourceArn: { 'Fn::GetAtt': [source.id, 'Arn'] } }),
      ).toMatchObject({
        FunctionName: { Ref: fn.id },
        BatchSize: 10,
        FunctionResponseTypes: ['ReportBatchItemFailures'],
      });
      expect(fn.Timeout).toBe(CONSUMER_TIMEOUT_SECONDS);
      expect(source.VisibilityTimeout).toBeGreaterThanOrEqual(6 * fn.Timeout);
    });

    it('fires the daily invoices every day at 09:00 UTC into the timers queue, as a timer event, with retries', () => {
      const timers = queueNamed('Timers');
      const schedule = only(dev.Jobs, 'AWS::Scheduler::Schedule', { Name: 'daily-invoices' });
      expect(schedule).toMatchObject({
        GroupName: 'test-balcao-timers',
        ScheduleExpression: 'cron(0 9 * * ? *)',
        ScheduleExpressionTimezone: 'UTC',
        FlexibleTimeWindow: { Mode: 'OFF' },
        Target: {
          Arn: { 'Fn::GetAtt': [timers.id, 'Arn'] },
          RetryPolicy: { MaximumRetryAttempts: SCHEDULE_RETRIES.attempts },
        },
      });
      expect(schedule.Target.RoleArn).toBeDefined();
      expect(schedule.Target.DeadLetterConfig.Arn).toBeDefined();
      expect(JSON.parse(schedule.Target.Input)).toEqual({
        id: 'daily-invoices',
        target: DAILY_INVOICES_TARGET,
        payload: null,
        time: '<aws.scheduler.scheduled-time>',
      });
    });

    // Campaign steps (docs/decisions/048) and webhook deliveries (056) are queued from anywhere a message goes.
    it.each([
      ['api', 'Api'],
      ['inbound-consumer', 'Jobs'],
      ['campaign-consumer', 'Jobs'],
      ['timer', 'Jobs'],
      ['webhook-consumer', 'Jobs'],
    ] as const)('lets %s queue campaign steps and webhook deliveries and tells it where', (handler, stack) => {
      const synth = stack === 'Api' ? dev.Api : dev.Jobs;
      const fn = only(synth, 'AWS::Lambda::Function', { Handler: `functions/src/handlers/${handler}.handler` });
      const sends = statementsOf(synth, `functions/src/handlers/${handler}.handler`).filter((s) =>
        actionsOf(s).includes('sqs:SendMessage'),
      );
      for (const [name, variable] of [
        ['Campaign', 'CAMPAIGN_QUEUE_URL'],
        ['Webhook', 'WEBHOOK_QUEUE_URL'],
      ] as const) {
        expect(JSON.stringify(fn.Environment.Variables[variable])).toMatch(new RegExp(name));
        expect(JSON.stringify(sends)).toMatch(stack === 'Api' ? new RegExp(name) : new RegExp(queueNamed(name).id));
      }
    });

    it('leaves the outbound queue to the session host, hidden while a command runs', () => {
      const outbound = queueNamed('Outbound');
      expect(outbound.VisibilityTimeout).toBe(OUTBOUND_VISIBILITY_SECONDS);
      expect(
        dev.Jobs.findResources('AWS::Lambda::EventSourceMapping', {
          Properties: { EventSourceArn: { 'Fn::GetAtt': [outbound.id, 'Arn'] } },
        }),
      ).toEqual({});
    });
  });
}
