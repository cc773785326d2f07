import type { proto, WAMessage } from '@whiskeysockets/baileys';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { ChatEvent } from '../../../functions/src/platform/chat/chat-provider.js';
import { manualClock } from '../../../functions/src/platform/clock.js';
import type { Table } from '../../../functions/src/platform/table.js';
import { createTestTable } from '../test-table.js';
import { FakeSocket } from './fake-socket.js';
import { listenInbound } from './inbound-listener.js';
import { createLidResolver } from './lid-resolver.js';
import { MessageStore } from './message-store.js';
import type { SocketConfig } from './socket.js';
import { ManualTimers } from './test-support.js';

let table: Table;
/** Messages are stored in DynamoDB Local between reports, which a busy machine makes slow. */
const TABLE_WAIT = { timeout: 5_000 };

beforeAll(async () => {
  table = await createTestTable();
});

const CUSTOMER = '5511988887777@s.whatsapp.net';
const GROUP = '120363000000000001@g.us';
const T = 1_790_000_000;

function received(id: string, message: proto.IMessage, key: Partial<WAMessage['key']> = {}): WAMessage {
  return { key: { remoteJid: CUSTOMER, fromMe: false, id, ...key }, message, messageTimestamp: T, pushName: 'Maria' };
}

let listeners = 0;

/** A socket's inbound events through listenInbound, with what it reports and the media it asks for. */
function listening() {
  const clock = manualClock(new Date('2026-11-22T12:00:00Z'));
  const scope = { table, clock, companyId: 'c1', connectionId: `types${++listeners}` };
  const sock = new FakeSocket({} as SocketConfig);
  const events: ChatEvent[] = [];
  const mediaRequested: string[] = [];
  let chain = Promise.resolve();
  listenInbound(sock, {
    ...scope,
    resolver: createLidResolver(scope),
    messages: new MessageStore(scope),
    placeholders: new Map(),
    callers: new Map(),
    setTimer: new ManualTimers().setTimer,
    emit: (event) => events.push(event),
    enqueue: (work) => {
      chain = chain.then(work);
    },
    requestMedia: (msg) => mediaRequested.push(msg.key.id ?? ''),
  });
  const messages = () => events.flatMap((e) => (e.type === 'message' ? [e.message] : []));
  const reactions = () => events.filter((e) => e.type === 'reaction');
  return { sock, events, messages, reactions, mediaRequested };
}

describe('Baileys inbound message types', () => {
  it('reports media at once as pending and asks for its download right after', async () => {
    const { sock, messages, mediaRequested } = listening();
    sock.upsert([
      received('IMG', { imageMessage: { caption: 'foto', mimetype: 'image/jpeg', fileLength: 2048 } }),
      received('AUD', { audioMessage: { mimetype: 'audio/ogg; codecs=opus', ptt: true } }),
      received('DOC', {
        documentWithCaptionMessage: {
          message: { documentMessage: { mimetype: 'application/pdf', fileName: 'nota.pdf', caption: 'segue' } },
        },
      }),
    ]);
    await vi.waitFor(() => expect(mediaRequested).toEqual(['IMG', 'AUD', 'DOC']), TABLE_WAIT);
    expect(messages().map((m) => [m.body, m.pendingMedia, m.media])).toEqual([
      ['foto', { kind: 'image', mimetype: 'image/jpeg', size: 2048 }, undefined],
      ['', { kind: 'audio', mimetype: 'audio/ogg', ptt: true }, undefined],
      ['segue', { kind: 'document', mimetype: 'application/pdf', fileName: 'nota.pdf' }, undefined],
    ]);
  });

  it('video note: reports a ptvMessage as a pending video', async () => {
    const { sock, messages, mediaRequested } = listening();
    sock.upsert([received('PTV', { ptvMessage: { mimetype: 'video/mp4', seconds: 12, fileLength: 90_000 } })]);
    await vi.waitFor(() => expect(messages()).toHaveLength(1), TABLE_WAIT);
    expect(messages()[0]).toMatchObject({
      id: 'PTV',
      body: '',
      pendingMedia: { kind: 'video', mimetype: 'video/mp4', size: 90_000 },
    });
    expect(mediaRequested).toEqual(['PTV']);
  });

  it('poll: shows the question and its options, whatever the poll version', async () => {
    const { sock, messages } = listening();
    const poll = { name: 'Qual horário?', options: [{ optionName: 'Manhã' }, { optionName: 'Tarde' }] };
    sock.upsert([
      received('P1', { pollCreationMessage: poll }),
      received('P2', { pollCreationMessageV2: poll }),
      received('P3', { pollCreationMessageV3: poll }),
    ]);
    await vi.waitFor(() => expect(messages()).toHaveLength(3), TABLE_WAIT);
    for (const message of messages()) {
      expect(message).toMatchObject({
        body: '📊 Qual horário?\n• Manhã\n• Tarde',
        poll: { question: 'Qual horário?', options: ['Manhã', 'Tarde'] },
      });
    }
  });

  it('list reply and button replies: the chosen text is the body, marked as an interactive reply', async () => {
    const { sock, messages } = listening();
    sock.upsert([
      received('L1', {
        listResponseMessage: { title: 'Segunda via', singleSelectReply: { selectedRowId: 'row-2' } },
      }),
      received('B1', { buttonsResponseMessage: { selectedButtonId: 'yes', selectedDisplayText: 'Sim' } }),
      received('B2', { templateButtonReplyMessage: { selectedId: 'no', selectedDisplayText: 'Não' } }),
      received('B3', {
        interactiveResponseMessage: {
          body: { text: 'Falar com atendente' },
          nativeFlowResponseMessage: { name: 'quick_reply', paramsJson: '{"id":"human"}' },
        },
      }),
    ]);
    await vi.waitFor(() => expect(messages()).toHaveLength(4), TABLE_WAIT);
    expect(messages().map((m) => [m.id, m.body, m.interactiveReply])).toEqual([
      ['L1', 'Segunda via', true],
      ['B1', 'Sim', true],
      ['B2', 'Não', true],
      ['B3', 'Falar com atendente', true],
    ]);
  });

  it('reaction: reports who reacted with what to which message, and a removed reaction as empty', async () => {
    const { sock, reactions, messages } = listening();
    sock.upsert([
      received('R1', { reactionMessage: { key: { remoteJid: CUSTOMER, id: 'M1', fromMe: true }, text: '👍' } }),
      received('R2', { reactionMessage: { key: { remoteJid: CUSTOMER, id: 'M1', fromMe: true }, text: '' } }),
      received(
        'R3',
        { reactionMessage: { key: { remoteJid: GROUP, id: 'G1', fromMe: false }, text: '❤️' } },
        { remoteJid: GROUP, participant: '5511977776666@s.whatsapp.net' },
      ),
      received('R4', { reactionMessage: { key: { remoteJid: CUSTOMER, id: 'M2' }, text: '😂' } }, { fromMe: true }),
    ]);
    await vi.waitFor(() => expect(reactions()).toHaveLength(4), TABLE_WAIT);
    expect(reactions()).toEqual([
      {
        type: 'reaction',
        id: 'R1',
        chatId: '5511988887777',
        timestamp: T * 1000,
        targetId: 'M1',
        emoji: '👍',
        fromMe: false,
      },
      {
        type: 'reaction',
        id: 'R2',
        chatId: '5511988887777',
        timestamp: T * 1000,
        targetId: 'M1',
        emoji: '',
        fromMe: false,
      },
      {
        type: 'reaction',
        id: 'R3',
        chatId: GROUP,
        timestamp: T * 1000,
        targetId: 'G1',
        emoji: '❤️',
        fromMe: false,
        participant: '5511977776666',
      },
      {
        type: 'reaction',
        id: 'R4',
        chatId: '5511988887777',
        timestamp: T * 1000,
        targetId: 'M2',
        emoji: '😂',
        fromMe: true,
      },
    ]);
    expect(messages()).toEqual([]);
  });
});
