import { Duration } from 'aws-cdk-lib';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { CfnScheduleGroup } from 'aws-cdk-lib/aws-scheduler';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import type { StackContext } from 'sst/constructs';

/**
 * Timers (docs/decisions/011): a schedule group for this stage, the role EventBridge Scheduler assumes to
 * deliver a schedule, and the dead-letter queue for a timer it could not deliver (its alarm is made in
 * stacks/Jobs.ts, beside the alerts topic and the other alarms). What the role may do besides (send to the timers
 * queue) is granted in stacks/Jobs.ts, beside the queue. `scheduling` is what a function that sets timers is
 * given: exactly CreateSchedule/DeleteSchedule in this group, and iam:PassRole on this role for EventBridge
 * Scheduler only.
 */
export function Scheduler({ stack, app }: StackContext) {
  const groupName = app.logicalPrefixedName('timers');
  const group = new CfnScheduleGroup(stack, 'Timers', { name: groupName });
  const groupArn = stack.formatArn({ service: 'scheduler', resource: 'schedule-group', resourceName: groupName });
  const schedules = stack.formatArn({ service: 'scheduler', resource: 'schedule', resourceName: `${groupName}/*` });

  const role = new Role(stack, 'SchedulerRole', {
    description: 'Assumed by EventBridge Scheduler to deliver the timers of this stage',
    // Only this account's timer group may use it. As AWS's "Confused deputy prevention in EventBridge Scheduler"
    // (Scheduler User Guide, read 2026-11-23) says: aws:SourceArn is the schedule group's ARN, never a schedule
    // or a name prefix (`schedule/<group>/*`, which an older version of that page showed, never matches).
    assumedBy: new ServicePrincipal('scheduler.amazonaws.com', {
      conditions: {
        StringEquals: { 'aws:SourceAccount': stack.account },
        ArnEquals: { 'aws:SourceArn': groupArn },
      },
    }),
  });

  // Standard, like the timers queue, so an operator can redrive it there (docs/operations.md).
  const deadLetters = new Queue(stack, 'TimerDeliveryDeadLetters', {
    encryption: QueueEncryption.SQS_MANAGED,
    retentionPeriod: Duration.days(14),
  });
  role.addToPrincipalPolicy(new PolicyStatement({ actions: ['sqs:SendMessage'], resources: [deadLetters.queueArn] }));

  const scheduling = {
    environment: {
      SCHEDULE_GROUP: groupName,
      SCHEDULER_ROLE_ARN: role.roleArn,
      SCHEDULER_DEAD_LETTER_ARN: deadLetters.queueArn,
    },
    permissions: [
      new PolicyStatement({
        actions: ['scheduler:CreateSchedule', 'scheduler:DeleteSchedule'],
        resources: [schedules],
      }),
      new PolicyStatement({
        actions: ['iam:PassRole'],
        resources: [role.roleArn],
        conditions: { StringEquals: { 'iam:PassedToService': 'scheduler.amazonaws.com' } },
      }),
    ],
  };

  return { group, role, deadLetters, scheduling };
}
