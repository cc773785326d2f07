import { Duration } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { Policy, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { CfnSchedule } from 'aws-cdk-lib/aws-scheduler';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Function as LambdaFunction, use, type StackContext } from 'sst/constructs';
import { SCHEDULE_RETRIES } from '../functions/src/platform/scheduler/eventbridge-scheduler.js';
import { dailyCron, RECURRING_TIMERS } from '../functions/src/timers/recurring.js';
import { appFunction, mediaAccess, mediaListing } from './function-defaults.js';
import { Realtime } from './Realtime.js';
import { Scheduler } from './Scheduler.js';
import { Storage } from './Storage.js';

/** A consumer Lambda's limit; its queue hides a batch six times as long, as AWS advises for SQS triggers. */
export const CONSUMER_TIMEOUT_SECONDS = 60;
const CONSUMER_VISIBILITY = Duration.seconds(6 * CONSUMER_TIMEOUT_SECONDS);
/** The session host extends a batch it is still working on (functions/src/platform/jobs/sqs-poller.ts). */
export const OUTBOUND_VISIBILITY_SECONDS = 300;
/** Receives before SQS moves a job to its dead-letter queue, as the local queue does (docs/decisions/009). */
export const MAX_RECEIVES = 5;

/**
 * The job queues (docs/decisions/008, 009, 011): inbound and outbound FIFO, campaign sends, webhook deliveries and
 * timers standard, each with a dead-letter queue whose depth raises an alarm; the inbound, timer, campaign and
 * webhook consumers as Lambdas with partial batch responses. The outbound queue is consumed by the session host (stacks/SessionHost.ts).
 */
export function Jobs({ stack }: StackContext) {
  const { media } = use(Storage);
  const { publisher } = use(Realtime);
  const { group, role: schedulerRole, deadLetters: timerDeliveryDeadLetters, scheduling } = use(Scheduler);

  const alerts = new Topic(stack, 'Alerts', { displayName: `Balcão ${stack.stage} alerts` });
  if (process.env.ALERT_EMAIL) alerts.addSubscription(new EmailSubscription(process.env.ALERT_EMAIL));

  /** Anything in a dead-letter queue raises an alarm to the alerts topic. */
  const alarmOn = (id: string, deadLetters: Queue, description: string) =>
    new Alarm(stack, `${id}DeadLettersAlarm`, {
      alarmDescription: `${description} (docs/operations.md)`,
      metric: deadLetters.metricApproximateNumberOfMessagesVisible({
        period: Duration.minutes(5),
        statistic: 'Maximum',
      }),
      threshold: 1,
      evaluationPeriods: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    }).addAlarmAction(new SnsAction(alerts));
  alarmOn('TimerDelivery', timerDeliveryDeadLetters, 'EventBridge Scheduler could not deliver timers to their queue');

  const queue = (id: string, options: { fifo: boolean; visibility: Duration }) => {
    const deadLetters = new Queue(stack, `${id}DeadLetters`, {
      fifo: options.fifo,
      encryption: QueueEncryption.SQS_MANAGED,
      retentionPeriod: Duration.days(14),
    });
    alarmOn(id, deadLetters, `Jobs of the ${id.toLowerCase()} queue failed ${MAX_RECEIVES} times`);
    return new Queue(stack, id, {
      fifo: options.fifo,
      encryption: QueueEncryption.SQS_MANAGED,
      visibilityTimeout: options.visibility,
      retentionPeriod: Duration.days(4),
      deadLetterQueue: { queue: deadLetters, maxReceiveCount: MAX_RECEIVES },
    });
  };
  const inbound = queue('Inbound', { fifo: true, visibility: CONSUMER_VISIBILITY });
  const outbound = queue('Outbound', { fifo: true, visibility: Duration.seconds(OUTBOUND_VISIBILITY_SECONDS) });
  // Campaign steps are independent and paced by the engine itself (docs/decisions/048): a standard queue.
  const campaign = queue('Campaign', { fifo: false, visibility: CONSUMER_VISIBILITY });
  const timers = queue('Timers', { fifo: false, visibility: CONSUMER_VISIBILITY });
  // Webhook deliveries wait out their own retry delays and never behind another's (docs/decisions/056): standard.
  const webhook = queue('Webhook', { fifo: false, visibility: CONSUMER_VISIBILITY });

  // EventBridge Scheduler delivers every timer to the timers queue, and may do nothing else.
  new Policy(stack, 'SchedulerDeliversTimers', {
    roles: [schedulerRole],
    statements: [new PolicyStatement({ actions: ['sqs:SendMessage'], resources: [timers.queueArn] })],
  });

  // The recurring timers (docs/decisions/037: the daily invoices): a cron schedule each, in the timers group, that
  // sends the same TimerEvent a one-off timer sends, its time the schedule's own.
  for (const timer of RECURRING_TIMERS) {
    new CfnSchedule(stack, `Recurring-${timer.id}`, {
      name: timer.id,
      groupName: group.name,
      scheduleExpression: dailyCron(timer),
      scheduleExpressionTimezone: 'UTC',
      flexibleTimeWindow: { mode: 'OFF' },
      target: {
        arn: timers.queueArn,
        roleArn: schedulerRole.roleArn,
        deadLetterConfig: { arn: timerDeliveryDeadLetters.queueArn },
        retryPolicy: {
          maximumRetryAttempts: SCHEDULE_RETRIES.attempts,
          maximumEventAgeInSeconds: SCHEDULE_RETRIES.maxEventAgeSeconds,
        },
        input: JSON.stringify({
          id: timer.id,
          target: timer.target,
          payload: null,
          time: '<aws.scheduler.scheduled-time>',
        }),
      },
    });
  }

  /** What a function that sends jobs or sets timers is given (the session host sends inbound jobs itself). */
  const producer = {
    environment: {
      INBOUND_QUEUE_URL: inbound.queueUrl,
      OUTBOUND_QUEUE_URL: outbound.queueUrl,
      CAMPAIGN_QUEUE_URL: campaign.queueUrl,
      WEBHOOK_QUEUE_URL: webhook.queueUrl,
      TIMER_QUEUE_ARN: timers.queueArn,
      ...scheduling.environment,
    },
    // Inbound too: a contacts import queues its steps there (docs/decisions/020); campaign: a start, a reply or a
    // step queues the campaign's next step (docs/decisions/048).
    permissions: [
      [outbound, 'grantSendMessages'],
      [inbound, 'grantSendMessages'],
      [campaign, 'grantSendMessages'],
      // Webhook: a message or ticket event anywhere queues its deliveries; a failed attempt its retry (056).
      [webhook, 'grantSendMessages'],
      ...scheduling.permissions,
    ] as never[],
  };

  const consumer = (id: string, handler: string, source: Queue) => {
    const fn = new LambdaFunction(stack, id, {
      handler,
      ...appFunction(stack, {
        timeout: CONSUMER_TIMEOUT_SECONDS,
        environment: { ...publisher.environment, MEDIA_BUCKET: media.bucketName, ...producer.environment },
        // Listing: the inbound consumer removes a deleted company's media folder (docs/decisions/039).
        permissions: [
          ...publisher.permissions,
          mediaAccess(media),
          mediaListing(media),
          ...producer.permissions,
        ] as never[],
      }),
    });
    // Only the records listed in batchItemFailures come back; the others of the batch are deleted.
    fn.addEventSource(new SqsEventSource(source, { batchSize: 10, reportBatchItemFailures: true }));
    return fn;
  };
  const inboundConsumer = consumer('InboundConsumer', 'functions/src/handlers/inbound-consumer.handler', inbound);
  const timerConsumer = consumer('TimerConsumer', 'functions/src/handlers/timer.handler', timers);
  const campaignConsumer = consumer('CampaignConsumer', 'functions/src/handlers/campaign-consumer.handler', campaign);
  const webhookConsumer = consumer('WebhookConsumer', 'functions/src/handlers/webhook-consumer.handler', webhook);

  return {
    inbound,
    outbound,
    campaign,
    timers,
    webhook,
    alerts,
    producer,
    inboundConsumer,
    timerConsumer,
    campaignConsumer,
    webhookConsumer,
  };
}
