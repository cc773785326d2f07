import { Match } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  actionsOf,
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
    const groupArn = {
      'Fn::Join': [
        '',
        ['arn:', { Ref: 'AWS::Partition' }, ':scheduler:us-east-1:123456789012:schedule/test-balcao-timers/*'],
      ],
    };
    const role = () =>
      only(dev.Scheduler, 'AWS::IAM::Role', {
        RoleName: Match.absent(),
        Description: Match.stringLikeRegexp('EventBridge Scheduler'),
      });

    it('has a schedule group for the stage and a role only EventBridge Scheduler of this account may assume', () => {
      only(dev.Scheduler, 'AWS::Scheduler::ScheduleGroup', { Name: 'test-balcao-timers' });
      expect(role().AssumeRolePolicyDocument.Statement).toEqual([
        {
          Action: 'sts:AssumeRole',
          Effect: 'Allow',
          Principal: { Service: 'scheduler.amazonaws.com' },
          Condition: { StringEquals: { 'aws:SourceAccount': '123456789012' }, ArnLike: { 'aws:SourceArn': groupArn } },
        },
      ]);
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
      ['timer', 'Jobs'],
    ] as const)(
      'lets %s create and delete schedules in the group and pass that role to the scheduler only',
      (handler, stack) => {
        const statements = statementsOf(dev[stack], `functions/src/handlers/${handler}.handler`);
        expect(grant(statements, ['scheduler:CreateSchedule', 'scheduler:DeleteSchedule']).Resource).toEqual(groupArn);
        expect(grant(statements, ['iam:PassRole'])).toMatchObject({
          Resource: imported(dev.Scheduler, { 'Fn::GetAtt': [role().id, 'Arn'] }),
          Condition: { StringEquals: { 'iam:PassedToService': 'scheduler.amazonaws.com' } },
        });
        expect(
          statements.flatMap(actionsOf).filter((a) => a.startsWith('scheduler:') || a.startsWith('iam:')),
        ).toHaveLength(3);
      },
    );
  });
}
