import { describe, expect, it } from 'vitest';
import type { InboundJob } from '../../functions/src/platform/chat/chat-provider.js';
import { cachedConnection, cachedSettings } from '../../functions/src/domain/lookups/company-records.js';
import { adminFixtures } from '../../functions/src/testing/admin-fixtures.js';
import { useInboundWorld } from './inbound-fixtures.js';

/** What one inbound message costs in DynamoDB requests (issue 15, docs/decisions/030). */
const world = useInboundWorld({ connection: 'beta' });

/** The DynamoDB commands the table's client sends while `work` runs. */
async function commandsOf(work: () => Promise<unknown>): Promise<string[]> {
  const seen: string[] = [];
  const name = `count-${Math.random()}`;
  world.ctx.deps.table.doc.middlewareStack.add(
    (next, context) => async (args) => {
      seen.push(context.commandName ?? '?');
      return next(args);
    },
    { step: 'initialize', name },
  );
  try {
    await work();
  } finally {
    world.ctx.deps.table.doc.middlewareStack.remove(name);
  }
  return seen;
}

const message = (id: string, chatId = '5511988887777'): InboundJob => ({
  companyId: world.company.companyId,
  connectionId: world.connectionId,
  event: {
    type: 'message',
    message: {
      id,
      chatId,
      isGroup: false,
      fromMe: false,
      senderName: 'Ana',
      timestamp: Date.now(),
      body: id,
    },
  },
});

describe('inbound requests', () => {
  it('stores a message of a chat with a live ticket in a handful of requests, the lookups cached', async () => {
    const fx = adminFixtures(world.ctx);
    const queue = await fx.createQueue(world.token);
    for (let index = 0; index < 3; index++) {
      const agent = await fx.createUser(world.token, { profile: 'user', queueIds: [queue.id] });
      await world.ctx.listen({ companyId: world.company.companyId, userId: agent.id, profile: 'user' });
    }
    await world.ingest(message('first'));
    // The cache as the first message left it, were this machine slow enough to let it lapse since.
    await cachedConnection(world.ctx.deps, world.company.companyId, world.connectionId);
    await cachedSettings(world.ctx.deps, world.company.companyId);
    const commands = await commandsOf(() => world.ingest(message('second')));
    // Provider id and number, then contact, rating and open marker (two batches); the ticket; the transaction; the
    // ticket as stored with the chatbot's state of this pending ticket (one batch); published. The connection and
    // settings come from the cache; the names the ticket shows from the company's lookups and the contact already
    // read (033).
    expect(commands.filter((command) => command !== 'QueryCommand')).toEqual([
      'BatchGetItemCommand',
      'BatchGetItemCommand',
      'GetItemCommand',
      'TransactWriteItemsCommand',
      'BatchGetItemCommand',
      'UpdateItemCommand',
    ]);
    // The audience (users and sockets): read again only when the first message's read is over 250 ms old.
    expect(commands.filter((command) => command === 'QueryCommand').length).toBeLessThanOrEqual(2);
  });

  it('reads the audience (users and sockets) once for a burst of messages of several chats', async () => {
    const fx = adminFixtures(world.ctx);
    const agent = await fx.createUser(world.token, { profile: 'user' });
    await world.ctx.listen({ companyId: world.company.companyId, userId: agent.id, profile: 'user' });
    const chats = ['5511900000001', '5511900000002', '5511900000003', '5511900000004', '5511900000005'];
    await Promise.all(chats.map((chat) => world.ingest(message(`open-${chat}`, chat))));
    const commands = await commandsOf(() =>
      Promise.all(chats.map((chat) => world.ingest(message(`burst-${chat}`, chat)))),
    );
    // One read of each serves messages published within 250 ms of it (a slow machine may need a second).
    expect(commands.filter((command) => command === 'QueryCommand').length).toBeLessThanOrEqual(4);
  });
});
