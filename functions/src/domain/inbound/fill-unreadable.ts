import type { Deps } from '../../platform/deps.js';
import type { MessageContent } from '../messages/content.js';
import { publishMessageUpdate } from '../messages/events.js';
import type { ProviderItem } from '../messages/provider-ids.js';
import { getMessageAt, patchMessage } from '../messages/repo.js';

/**
 * The customer's phone re-sent, readable, a message stored as unreadable (the session host gave up waiting for
 * it): the stored entry takes the content and the conversation updates in place, where the customer wrote it.
 * Anything else already stored under the provider id is a repeat and stays as it is.
 */
export async function fillInUnreadable(deps: Deps, seen: ProviderItem, content: MessageContent): Promise<void> {
  if (content.unreadable) return;
  const stored = await getMessageAt(deps.table, seen);
  if (!stored?.unreadable) return;
  const { body, mediaType, blobKey, mimetype, mediaName, mediaPending } = content;
  const patch = { body, mediaType, blobKey, mimetype, mediaName, unreadable: false };
  const filled = await patchMessage(
    deps.table,
    stored,
    mediaPending ? { ...patch, mediaPending } : patch,
    deps.clock.now().toISOString(),
  );
  if (filled) await publishMessageUpdate(deps, filled);
}
