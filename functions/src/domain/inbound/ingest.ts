import type { InboundJob } from '../../platform/chat/chat-provider.js';
import type { Deps } from '../../platform/deps.js';
import { ingestCall } from './ingest-call.js';
import { ingestLidMapping } from './ingest-lid.js';
import { ingestMedia } from './ingest-media.js';
import { ingestMessage } from './ingest-message.js';
import { ingestReaction } from './ingest-reaction.js';
import { ingestAck, ingestDelete, ingestEdit, ingestSendFailed, ingestSent } from './ingest-updates.js';

/**
 * The inbound pipeline: provider events → contacts, tickets, messages. Every event is idempotent (a replayed
 * or duplicated job stores nothing twice; a job retried after a crash ends in the same state). The inbound
 * consumer (local and Lambda) is `createInboundConsumer(createIngest(deps))`.
 */
export function createIngest(deps: Deps): (job: InboundJob) => Promise<void> {
  return async ({ companyId, connectionId, event }) => {
    const scope = { companyId, connectionId };
    switch (event.type) {
      case 'message':
        return ingestMessage(deps, scope, event.message);
      case 'ack':
        return ingestAck(deps, scope, event);
      case 'edit':
        return ingestEdit(deps, scope, event.id, event.body);
      case 'delete':
        return ingestDelete(deps, scope, event.id);
      case 'sent':
        return ingestSent(deps, scope, event);
      case 'sendFailed':
        return ingestSendFailed(deps, scope, event);
      case 'call':
        return ingestCall(deps, scope, event);
      case 'media':
        return ingestMedia(deps, scope, event);
      case 'reaction':
        return ingestReaction(deps, scope, event);
      case 'lidMapping':
        return ingestLidMapping(deps, scope, event);
    }
  };
}
