import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { CfnScheduleGroup } from 'aws-cdk-lib/aws-scheduler';
import type { StackContext } from 'sst/constructs';

/**
 * Timers (docs/decisions/011): a schedule group for this stage and the role EventBridge Scheduler assumes to
 * deliver a schedule. What the role may do (send to the timers queue) is granted in stacks/Jobs.ts, beside
 * the queue. `scheduling` is what a function that sets timers is given: exactly CreateSchedule/DeleteSchedule
 * in this group, and iam:PassRole on this role for EventBridge Scheduler only.
 */
export function Scheduler({ stack, app }: StackContext) {
  const groupName = app.logicalPrefixedName('timers');
  const group = new CfnScheduleGroup(stack, 'Timers', { name: groupName });
  const schedules = stack.formatArn({ service: 'scheduler', resource: 'schedule', resourceName: `${groupName}/*` });

  const role = new Role(stack, 'SchedulerRole', {
    description: 'Assumed by EventBridge Scheduler to deliver the timers of this stage',
    // Only schedules of this account's timer group may use it (the confused-deputy guard AWS recommends).
    assumedBy: new ServicePrincipal('scheduler.amazonaws.com', {
      conditions: {
        StringEquals: { 'aws:SourceAccount': stack.account },
        ArnLike: { 'aws:SourceArn': schedules },
      },
    }),
  });

  const scheduling = {
    environment: { SCHEDULE_GROUP: groupName, SCHEDULER_ROLE_ARN: role.roleArn },
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

  return { group, role, scheduling };
}
