import { beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../../functions/src/platform/clock.js';
import { keys } from '../../../functions/src/platform/keys.js';
import type { Table } from '../../../functions/src/platform/table.js';
import { createLidResolver } from './lid-resolver.js';
import { createTestTable } from '../test-table.js';

let table: Table;
let n = 0;

beforeAll(async () => {
  table = await createTestTable();
});

const OWN = ['5511900000000:7@s.whatsapp.net', '100100100100100:7@lid'];

function resolverFor(
  connectionId: string,
  socketStore = new Map<string, string>(),
  onLearn?: (mapping: { lid: string; pn: string }) => void,
) {
  return createLidResolver({
    onLearn,
    table,
    clock: manualClock(new Date('2026-11-22T12:00:00Z')),
    companyId: 'c1',
    connectionId,
    socketLookup: () => async (lid) => socketStore.get(lid) ?? null,
    ownJids: () => OWN,
  });
}

const stored = (connectionId: string, lid: string) => table.get(keys.lidMapping('c1', connectionId, lid));

describe('LID to phone mapping', () => {
  it('names a phone-addressed chat by its digits, device dropped, and learns the LID sent alongside', async () => {
    const w = `w${++n}`;
    const resolver = resolverFor(w);
    expect(await resolver.chatIdOf('5511988887777:4@s.whatsapp.net', '123456789012345@lid')).toBe('5511988887777');
    expect(await stored(w, '123456789012345')).toMatchObject({ pn: '5511988887777' });
  });

  it('names a LID chat by the phone number WhatsApp sent alongside', async () => {
    const w = `w${++n}`;
    expect(await resolverFor(w).chatIdOf('999000111222333@lid', '5511977776666@s.whatsapp.net')).toBe('5511977776666');
    expect(await stored(w, '999000111222333')).toMatchObject({ pn: '5511977776666' });
  });

  it("asks the socket's LID store when the message carries no phone number, and keeps what it answers", async () => {
    const w = `w${++n}`;
    const socketStore = new Map([['222333444555666@lid', '5511966665555:0@s.whatsapp.net']]);
    expect(await resolverFor(w, socketStore).chatIdOf('222333444555666@lid')).toBe('5511966665555');
    expect(await stored(w, '222333444555666')).toMatchObject({ pn: '5511966665555' });
  });

  it('remembers a mapping across a restart through the table', async () => {
    const w = `w${++n}`;
    await resolverFor(w).learn('777888999000111@lid', '5511955554444@s.whatsapp.net');
    expect(await resolverFor(w).chatIdOf('777888999000111:2@lid')).toBe('5511955554444');
  });

  it('keeps the mappings of one connection to itself', async () => {
    const [w, other] = [`w${++n}`, `w${++n}`];
    await resolverFor(w).learn('111222333444555@lid', '5511944443333@s.whatsapp.net');
    expect(await resolverFor(other).chatIdOf('111222333444555@lid')).toBe('lid:111222333444555');
  });

  it('falls back to the LID itself, marked, when no phone number is known anywhere', async () => {
    expect(await resolverFor(`w${++n}`).chatIdOf('555666777888999@lid')).toBe('lid:555666777888999');
  });

  it("never takes the business's own number or LID, sent along on its own messages, for the customer's", async () => {
    const w = `w${++n}`;
    const resolver = resolverFor(w);
    expect(await resolver.chatIdOf('5511988887777@s.whatsapp.net', '100100100100100@lid')).toBe('5511988887777');
    expect(await stored(w, '100100100100100')).toBeUndefined();
    expect(await resolver.chatIdOf('333444555666777@lid', '5511900000000@s.whatsapp.net')).toBe('lid:333444555666777');
    expect(await stored(w, '333444555666777')).toBeUndefined();
  });

  it('lid merge: reports each new mapping once, not again on a replay or after a restart that finds it stored', async () => {
    const w = `w${++n}`;
    const learned: { lid: string; pn: string }[] = [];
    const resolver = resolverFor(w, new Map(), (mapping) => learned.push(mapping));
    await resolver.learn('123123123123123:3@lid', '5511933332222:3@s.whatsapp.net');
    await resolver.learn('123123123123123@lid', '5511933332222@s.whatsapp.net');
    await resolver.chatIdOf('123123123123123@lid', '5511933332222@s.whatsapp.net');
    await resolverFor(w, new Map(), (mapping) => learned.push(mapping)).learn(
      '123123123123123@lid',
      '5511933332222@s.whatsapp.net',
    );
    expect(learned).toEqual([{ lid: '123123123123123', pn: '5511933332222' }]);
  });

  it('lid merge: gives the LID along with the phone digits when both addresses of a chat are known', async () => {
    const w = `w${++n}`;
    const socketStore = new Map([['444555666777888@lid', '5511922221111:0@s.whatsapp.net']]);
    const resolver = resolverFor(w, socketStore);
    expect(await resolver.addressOf('5511988887777@s.whatsapp.net', '123456789012345@lid')).toEqual({
      chatId: '5511988887777',
      lid: '123456789012345',
    });
    expect(await resolver.addressOf('444555666777888@lid')).toEqual({
      chatId: '5511922221111',
      lid: '444555666777888',
    });
    expect(await resolver.addressOf('555666777888999@lid')).toEqual({ chatId: 'lid:555666777888999' });
    expect(await resolver.addressOf('5511977776666@s.whatsapp.net')).toEqual({ chatId: '5511977776666' });
  });
});
