import { randomBytes } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { createIngest } from '../../functions/src/domain/inbound/ingest.js';
import { LOOKUP_TTL_MS } from '../../functions/src/domain/lookups/company-lookups.js';
import { getProviderItem } from '../../functions/src/domain/messages/provider-ids.js';
import { createLocalDeps } from '../../functions/src/local/local-deps.js';
import type { InboundJob } from '../../functions/src/platform/chat/chat-provider.js';
import { RecordingTransport } from '../../functions/src/testing/recording-transport.js';
import { useInboundWorld } from './inbound-fixtures.js';

/**
 * The settings and connections the inbound path looks up are cached (docs/decisions/030): a change made in this
 * process counts for the very next message (its event drops the entry), one made by another process within the
 * cache's lifetime.
 */
const world = useInboundWorld({ connection: 'beta' });

let sequence = 0;
function groupMessage(): InboundJob {
  const id = `G${++sequence}`;
  return {
    companyId: world.company.companyId,
    connectionId: world.connectionId,
    event: {
      type: 'message',
      message: { id, chatId: '120363000000000001', isGroup: true, fromMe: false, timestamp: Date.now(), body: id },
    },
  };
}

async function stored(job: InboundJob): Promise<boolean> {
  const id = job.event.type === 'message' ? job.event.message.id : '';
  const item = await getProviderItem(world.ctx.deps.table, job.companyId, job.connectionId, id);
  return Boolean(item?.messageId);
}

async function setGroups(value: 'enabled' | 'disabled') {
  const res = await world.ctx.request('PUT', '/api/settings/CheckMsgIsGroup', {
    token: world.token,
    body: { value },
  });
  expect(res.status).toBe(200);
}

describe('inbound lookups', () => {
  it('honours a setting changed in this process from the next message on', async () => {
    await setGroups('disabled');
    const before = groupMessage();
    await world.ingest(before);
    expect(await stored(before)).toBe(true);
    await setGroups('enabled');
    const after = groupMessage();
    await world.ingest(after);
    expect(await stored(after)).toBe(false);
  });

  it('honours a setting changed by another process once the cache entry has lived its time', async () => {
    const other = await createLocalDeps({
      endpoint: inject('dynamoEndpoint'),
      tableName: world.ctx.deps.table.name,
      transport: new RecordingTransport(),
      jwtSecret: randomBytes(32),
    });
    const ingestThere = createIngest(other);
    await setGroups('disabled');
    const warm = groupMessage();
    await ingestThere(warm);
    expect(await stored(warm)).toBe(true);
    await setGroups('enabled');
    await new Promise((resolve) => setTimeout(resolve, LOOKUP_TTL_MS + 50));
    const after = groupMessage();
    await ingestThere(after);
    expect(await stored(after)).toBe(false);
  });
});
