import {
  ConflictException,
  CreateScheduleCommand,
  DeleteScheduleCommand,
  ResourceNotFoundException,
  SchedulerClient,
  type CreateScheduleCommandInput,
} from '@aws-sdk/client-scheduler';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { manualClock } from '../clock.js';
import type { JobRecord } from '../jobs/job-queue.js';
import { EventBridgeScheduler, SCHEDULE_RETRIES } from './eventbridge-scheduler.js';
import { describeSchedulerContract } from './scheduler-contract.js';
import type { TimerEvent } from './scheduler.js';
import { createTimerConsumer } from './timer-consumer.js';

const eventbridge = mockClient(SchedulerClient);
const client = new SchedulerClient({ region: 'us-east-1', credentials: { accessKeyId: 'a', secretAccessKey: 'b' } });
const config = {
  groupName: 'balcao-test',
  targetArn: 'arn:aws:sqs:us-east-1:123456789012:balcao-test-timers',
  roleArn: 'arn:aws:iam::123456789012:role/balcao-test-scheduler',
  deadLetterArn: 'arn:aws:sqs:us-east-1:123456789012:balcao-test-timer-deliveries-dead-letters',
};
const start = new Date('2026-11-22T12:00:00Z');

beforeEach(() => {
  eventbridge.reset();
});

const sent = () => eventbridge.calls().map((call) => [call.args[0].constructor.name, call.args[0].input]);
const notFound = () =>
  new ResourceNotFoundException({ Message: 'Schedule not found', message: 'Schedule not found', $metadata: {} });
const conflict = () =>
  new ConflictException({ Message: 'Schedule already exists', message: 'Schedule already exists', $metadata: {} });

/**
 * EventBridge Scheduler in memory, behind the mocked client: a schedule group that refuses a second schedule
 * of one name, and "fires" each due schedule the way AWS does — its Input sent to the timers queue, whose
 * consumer runs the target — then deletes it (ActionAfterCompletion DELETE).
 */
function fakeEventBridge(clock: { now(): Date }) {
  const schedules = new Map<string, CreateScheduleCommandInput>();
  eventbridge.on(CreateScheduleCommand).callsFake((input: CreateScheduleCommandInput) => {
    if (schedules.has(input.Name!)) throw conflict();
    schedules.set(input.Name!, input);
    return { ScheduleArn: `arn:aws:scheduler:us-east-1:123456789012:schedule/${input.GroupName}/${input.Name}` };
  });
  eventbridge.on(DeleteScheduleCommand).callsFake((input: { Name: string }) => {
    if (!schedules.delete(input.Name)) throw notFound();
    return {};
  });
  return async (): Promise<TimerEvent[]> => {
    const fired: TimerEvent[] = [];
    const record = async (_payload: unknown, timer: TimerEvent) => void fired.push(timer);
    const consume = createTimerConsumer({
      'ticket.inactive': record,
      'campaign.start': record,
      'message.send': record,
    });
    for (const [name, schedule] of schedules) {
      const due = new Date(`${schedule.ScheduleExpression!.slice(3, -1)}Z`);
      if (due > clock.now()) continue;
      schedules.delete(name);
      await consume([sqsRecord(schedule.Target!.Input!)]);
    }
    return fired;
  };
}

function sqsRecord(body: string): JobRecord {
  return { messageId: `m-${Math.random()}`, body, attributes: { MessageGroupId: '', ApproximateReceiveCount: '1' } };
}

describeSchedulerContract('EventBridgeScheduler (client mocked)', async () => {
  const clock = manualClock(start);
  return { scheduler: new EventBridgeScheduler(config, client, clock), clock, fireDue: fakeEventBridge(clock) };
});

describe('EventBridgeScheduler', () => {
  const scheduler = new EventBridgeScheduler(config, client, manualClock(start));

  it('creates a one-off schedule in the group that sends the timer to the queue and deletes itself', async () => {
    eventbridge.on(CreateScheduleCommand).resolves({});
    await scheduler.at(new Date('2026-11-22T13:30:15.250Z'), 'ticket.inactive', { ticketId: 't1' }, 'ticket-t1');
    expect(sent()).toEqual([
      [
        'CreateScheduleCommand',
        {
          Name: 'ticket-t1',
          GroupName: 'balcao-test',
          ScheduleExpression: 'at(2026-11-22T13:30:15)',
          ScheduleExpressionTimezone: 'UTC',
          FlexibleTimeWindow: { Mode: 'OFF' },
          ActionAfterCompletion: 'DELETE',
          Target: {
            Arn: config.targetArn,
            RoleArn: config.roleArn,
            DeadLetterConfig: { Arn: config.deadLetterArn },
            RetryPolicy: {
              MaximumRetryAttempts: SCHEDULE_RETRIES.attempts,
              MaximumEventAgeInSeconds: SCHEDULE_RETRIES.maxEventAgeSeconds,
            },
            Input: JSON.stringify({
              id: 'ticket-t1',
              target: 'ticket.inactive',
              payload: { ticketId: 't1' },
              time: '2026-11-22T13:30:15.250Z',
            }),
          },
        },
      ],
    ]);
  });

  it('schedule targets have a dead-letter queue and retries', async () => {
    eventbridge.on(CreateScheduleCommand).resolves({});
    await scheduler.at(new Date('2026-11-22T15:00:00Z'), 'campaign.start', { campaignId: 'c1' }, 'campaign-c1');
    const target = eventbridge.commandCalls(CreateScheduleCommand)[0]?.args[0].input.Target;
    expect(target?.DeadLetterConfig).toEqual({ Arn: config.deadLetterArn });
    expect(target?.RetryPolicy).toEqual({
      MaximumRetryAttempts: SCHEDULE_RETRIES.attempts,
      MaximumEventAgeInSeconds: SCHEDULE_RETRIES.maxEventAgeSeconds,
    });
  });

  it('sets a timer already due a minute ahead, since EventBridge fires to the minute', async () => {
    eventbridge.on(CreateScheduleCommand).resolves({});
    await scheduler.at(new Date('2026-11-22T11:00:00Z'), 'message.send', null, 'late');
    const input = eventbridge.commandCalls(CreateScheduleCommand)[0]?.args[0].input;
    expect(input?.ScheduleExpression).toBe('at(2026-11-22T12:01:00)');
    expect(JSON.parse(input!.Target!.Input!)).toMatchObject({ time: '2026-11-22T11:00:00.000Z' });
  });

  it('replaces a schedule of the same name by deleting it and creating it again', async () => {
    eventbridge.on(CreateScheduleCommand).rejectsOnce(conflict()).resolves({});
    eventbridge.on(DeleteScheduleCommand).resolves({});
    await scheduler.at(new Date('2026-11-22T14:00:00Z'), 'message.send', {}, 'again');
    expect(sent().map(([command]) => command)).toEqual([
      'CreateScheduleCommand',
      'DeleteScheduleCommand',
      'CreateScheduleCommand',
    ]);
    expect(eventbridge.commandCalls(DeleteScheduleCommand)[0]?.args[0].input).toEqual({
      Name: 'again',
      GroupName: 'balcao-test',
    });
  });

  it('deletes the schedule on cancel and takes a missing one as already gone', async () => {
    eventbridge.on(DeleteScheduleCommand).rejects(notFound());
    await scheduler.cancel('fired-already');
    expect(sent()).toEqual([['DeleteScheduleCommand', { Name: 'fired-already', GroupName: 'balcao-test' }]]);
  });

  it('passes on any other failure', async () => {
    const denied = Object.assign(new Error('not authorized'), { name: 'AccessDeniedException' });
    eventbridge.on(CreateScheduleCommand).rejects(denied);
    eventbridge.on(DeleteScheduleCommand).rejects(denied);
    await expect(scheduler.at(start, 'message.send', {}, 'x')).rejects.toThrow('not authorized');
    await expect(scheduler.cancel('x')).rejects.toThrow('not authorized');
  });
});

describe('the timers queue consumer', () => {
  it('runs each timer, reports only the ones whose target threw and drops what is not a timer', async () => {
    const ran: string[] = [];
    const consume = createTimerConsumer({
      ok: async (_payload, timer) => void ran.push(timer.id),
      broken: async () => {
        throw new Error('database down');
      },
    });
    const timer = (id: string, target: string) =>
      JSON.stringify({ id, target, payload: {}, time: start.toISOString() });
    const records = [timer('a', 'ok'), timer('b', 'broken'), 'not json', timer('c', 'ok')].map(sqsRecord);
    const result = await consume(records);
    expect(ran).toEqual(['a', 'c']);
    expect(result.batchItemFailures).toEqual([{ itemIdentifier: records[1]!.messageId }]);
  });
});
