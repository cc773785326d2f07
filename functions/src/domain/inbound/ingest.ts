import type { InboundJob } from '../../platform/chat/chat-provider.js';
import type { Deps } from '../../platform/deps.js';
import { logIngest } from './consumer.js';

/**
 * The inbound pipeline: provider events → contacts, tickets, messages (docs/decisions/010). The inbound
 * consumer (local and Lambda) is `createInboundConsumer(createIngest(deps))`.
 */
export function createIngest(_deps: Deps): (job: InboundJob) => Promise<void> {
  return logIngest;
}
