import {
  CreateScheduleCommand,
  DeleteScheduleCommand,
  SchedulerClient,
  type CreateScheduleCommandInput,
} from '@aws-sdk/client-scheduler';
import { systemClock, type Clock } from '../clock.js';
import { assertTimer, type Scheduler, type TimerEvent } from './scheduler.js';

export interface EventBridgeSchedulerConfig {
  /** The app's schedule group (stacks/Scheduler.ts): the functions may create and delete schedules only there. */
  groupName: string;
  /** The timers queue every schedule sends its TimerEvent to; its consumer runs the target. */
  targetArn: string;
  /** The role EventBridge Scheduler assumes to send to the queue (passed with iam:PassRole). */
  roleArn: string;
  /** Where EventBridge Scheduler puts a timer it could not deliver once its retries ran out (docs/operations.md). */
  deadLetterArn: string;
}

/**
 * How long EventBridge Scheduler keeps trying to deliver a timer to the queue before dead-lettering it. Its
 * default (185 tries over a day) would hide a lasting failure — a role or queue policy that refuses — for a day;
 * an hour rides out a throttle or a short SQS outage, then the dead-letter queue's alarm tells an operator.
 */
export const SCHEDULE_RETRIES = { attempts: 20, maxEventAgeSeconds: 3600 };

/**
 * EventBridge Scheduler fires to the minute, and a one-off schedule set in the past may be refused; so a timer
 * due within this margin is set this far ahead, which fires it within about two minutes.
 */
const MIN_LEAD_MS = 60_000;

/**
 * Timers as one-off EventBridge Scheduler schedules (docs/decisions/011): `at(...)` in UTC, deleted by
 * EventBridge once they have run, their TimerEvent sent to the timers SQS queue. The schedule's name is the timer id.
 */
export class EventBridgeScheduler implements Scheduler {
  constructor(
    private readonly config: EventBridgeSchedulerConfig,
    private readonly client: SchedulerClient = new SchedulerClient({}),
    private readonly clock: Clock = systemClock,
  ) {}

  async at(time: Date, target: string, payload: unknown, id: string): Promise<void> {
    assertTimer(id, target);
    const event: TimerEvent = { id, target, payload: payload ?? null, time: time.toISOString() };
    const input = this.createInput(event, Math.max(time.getTime(), this.clock.now().getTime() + MIN_LEAD_MS));
    try {
      await this.client.send(new CreateScheduleCommand(input));
    } catch (error) {
      // A pending timer with this id: replace it. (Create and delete are the only rights the functions hold.)
      if (errorName(error) !== 'ConflictException') throw error;
      await this.cancel(id);
      await this.client.send(new CreateScheduleCommand(input));
    }
  }

  async cancel(id: string): Promise<void> {
    assertTimer(id, '-');
    try {
      await this.client.send(new DeleteScheduleCommand({ Name: id, GroupName: this.config.groupName }));
    } catch (error) {
      // Already run (and deleted by EventBridge) or never set.
      if (errorName(error) !== 'ResourceNotFoundException') throw error;
    }
  }

  private createInput(event: TimerEvent, fireAt: number): CreateScheduleCommandInput {
    return {
      Name: event.id,
      GroupName: this.config.groupName,
      // `at(yyyy-mm-ddThh:mm:ss)` has no zone of its own; the zone is given beside it.
      ScheduleExpression: `at(${new Date(fireAt).toISOString().slice(0, 19)})`,
      ScheduleExpressionTimezone: 'UTC',
      FlexibleTimeWindow: { Mode: 'OFF' },
      ActionAfterCompletion: 'DELETE',
      Target: {
        Arn: this.config.targetArn,
        RoleArn: this.config.roleArn,
        DeadLetterConfig: { Arn: this.config.deadLetterArn },
        RetryPolicy: {
          MaximumRetryAttempts: SCHEDULE_RETRIES.attempts,
          MaximumEventAgeInSeconds: SCHEDULE_RETRIES.maxEventAgeSeconds,
        },
        Input: JSON.stringify(event),
      },
    };
  }
}

function errorName(error: unknown): string | undefined {
  return (error as { name?: string } | null)?.name;
}
