import { Match } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  actionsOf,
  expectDeadLetterAlarm,
  grant,
  imported,
  only,
  resources,
  statementsOf,
  type Synth,
  type Synthesized,
} from '../template-queries.js';

/** Assertions on the Scheduler concern, over the app synthesized once by stacks/infra.test.ts. */
export function describeScheduler(synthesized: () => Synthesized): void {
  let dev: Synth;
  beforeAll(() => {
    ({ dev } = synthesized());
  });

  describe('Scheduler', () => {
    const schedulesArn = {
      'Fn::Join': [
        '',
        ['arn:', { Ref: 'AWS::Partition' }, ':scheduler:us-east-1:123456789012:schedule/test-balcao-timers/*'],
      ],
    };
    // AWS's confused-deputy guidance: aws:SourceArn is the schedule group's ARN, never a schedule or a prefix.
    const scheduleGroupArn = {
      'Fn::Join': [
        '',
        ['arn:', { Ref: 'AWS::Partition' }, ':scheduler:us-east-1:123456789012:schedule-group/test-balcao-timers'],
      ],
    };
    const deadLetters = () => only(dev.Scheduler, 'AWS::SQS::Queue');
    const role = () =>
      only(dev.Scheduler, 'AWS::IAM::Role', {
        RoleName: Match.absent(),
        Description: Match.stringLikeRegexp('EventBridge Scheduler'),
      });

    it("scheduler trust policy uses the schedule-group arn: only this account's timer group may assume the role", () => {
      only(dev.Scheduler, 'AWS::Scheduler::ScheduleGroup', { Name: 'test-balcao-timers' });
      expect(role().AssumeRolePolicyDocument.Statement).toEqual([
        {
          Action: 'sts:AssumeRole',
          Effect: 'Allow',
          Principal: { Service: 'scheduler.amazonaws.com' },
          Condition: {
            StringEquals: { 'aws:SourceAccount': '123456789012' },
            ArnEquals: { 'aws:SourceArn': scheduleGroupArn },
          },
        },
      ]);
    });

    it('schedule targets have a dead-letter queue and retries: encrypted, kept 14 days, the role may send to it', () => {
      const queue = deadLetters();
      expect(queue).toMatchObject({ SqsManagedSseEnabled: true, MessageRetentionPeriod: 14 * 24 * 3600 });
      expect(queue.FifoQueue).toBeUndefined();
      const policy = only(dev.Scheduler, 'AWS::IAM::Policy', { Roles: [{ Ref: role().id }] });
      expect(policy.PolicyDocument.Statement).toEqual([
        { Action: 'sqs:SendMessage', Effect: 'Allow', Resource: { 'Fn::GetAtt': [queue.id, 'Arn'] } },
      ]);
      const arn = imported(dev.Scheduler, { 'Fn::GetAtt': [queue.id, 'Arn'] });
      for (const handler of ['api', 'inbound-consumer', 'campaign-consumer', 'timer']) {
        const stack = handler === 'api' ? dev.Api : dev.Jobs;
        const fn = only(stack, 'AWS::Lambda::Function', { Handler: `functions/src/handlers/${handler}.handler` });
        expect(fn.Environment.Variables.SCHEDULER_DEAD_LETTER_ARN, handler).toEqual(arn);
      }
    });

    it('raises an alarm to the alerts topic when EventBridge Scheduler dead-letters a timer', () => {
      expectDeadLetterAlarm(dev.Jobs, imported(dev.Scheduler, { 'Fn::GetAtt': [deadLetters().id, 'QueueName'] }));
    });

    it('lets that role send to the timers queue and nothing else', () => {
      const policy = only(dev.Jobs, 'AWS::IAM::Policy', { Roles: [imported(dev.Scheduler, { Ref: role().id })] });
      const timers = Object.keys(resources(dev.Jobs)).find((id) => /^Timers[0-9A-F]{8}$/.test(id));
      expect(policy.PolicyDocument.Statement).toEqual([
        { Action: 'sqs:SendMessage', Effect: 'Allow', Resource: { 'Fn::GetAtt': [timers, 'Arn'] } },
      ]);
    });

    it.each([
      ['api', 'Api'],
      ['inbound-consumer', 'Jobs'],
      ['campaign-consumer', 'Jobs'],
      ['timer', 'Jobs'],
    ] as const)(
      'lets %s create and delete schedules in the group and pass that role to the scheduler only',
      (handler, stack) => {
        const statements = statementsOf(dev[stack], `functions/src/handlers/${handler}.handler`);
        expect(grant(statements, ['scheduler:CreateSchedule', 'scheduler:DeleteSchedule']).Resource).toEqual(
          schedulesArn,
        );
        expect(grant(statements, ['iam:PassRole'])).toMatchObject({
          Resource: imported(dev.Scheduler, { 'Fn::GetAtt': [role().id, 'Arn'] }),
          Condition: { StringEquals: { 'iam:PassedToService': 'scheduler.amazonaws.com' } },
        });
        expect(
          statements.flatMap(actionsOf).filter((a) => a.startsWith('scheduler:') || a.startsWith('iam:')),
        ).toHaveLength(3);
      },
    );

    it('lets the timer Lambda send a scheduled message: the outbound queue, the media bucket (docs/decisions/043)', () => {
      const statements = statementsOf(dev.Jobs, 'functions/src/handlers/timer.handler');
      const sends = statements.filter((statement) => actionsOf(statement).includes('sqs:SendMessage'));
      expect(sends.map((statement) => JSON.stringify(statement.Resource)).join(' ')).toMatch(/Outbound/);
      expect(grant(statements, ['s3:GetObject', 's3:PutObject', 's3:DeleteObject']).Resource).toBeDefined();
      const fn = only(dev.Jobs, 'AWS::Lambda::Function', { Handler: 'functions/src/handlers/timer.handler' });
      expect(Object.keys(fn.Environment.Variables)).toEqual(
        expect.arrayContaining(['OUTBOUND_QUEUE_URL', 'MEDIA_BUCKET', 'SCHEDULE_GROUP']),
      );
    });
  });
}
