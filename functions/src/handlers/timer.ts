import { createTimerConsumer } from '../platform/scheduler/timer-consumer.js';
import { timerTargets } from '../timers/targets.js';
import { ALL_ADAPTERS } from './cloud-adapters.js';
import { cloudDeps } from './cloud-deps.js';
import type { SqsBatchResponse, SqsEvent } from './sqs-event.js';

const consume = createTimerConsumer(timerTargets(cloudDeps(ALL_ADAPTERS)));

/**
 * The timers queue's consumer (stacks/Jobs.ts): every EventBridge schedule sends its TimerEvent there, and this
 * runs its target. Only the timers whose target threw are retried; after the queue's receive limit they go
 * to its dead-letter queue.
 */
export function handler(event: SqsEvent): Promise<SqsBatchResponse> {
  return consume(event.Records);
}
