import { describe, expect, it } from 'vitest';
import type { InboundJob } from '../../functions/src/platform/chat/chat-provider.js';
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

const message = (id: string): InboundJob => ({
  companyId: world.company.companyId,
  connectionId: world.connectionId,
  event: {
    type: 'message',
    message: {
      id,
      chatId: '5511988887777',
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
    const commands = await commandsOf(() => world.ingest(message('second')));
    // Provider id and number, then contact, rating and open marker (two batches); the ticket; the transaction; the
    // ticket as stored and its names (one batch); published; the chatbot's state of this pending ticket. The
    // connection, settings, users and sockets come from the caches the first message filled.
    expect(commands).toEqual([
      'BatchGetItemCommand',
      'BatchGetItemCommand',
      'GetItemCommand',
      'TransactWriteItemsCommand',
      'GetItemCommand',
      'BatchGetItemCommand',
      'UpdateItemCommand',
      'GetItemCommand',
    ]);
  });
});
