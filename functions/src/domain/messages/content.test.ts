import { describe, expect, it } from 'vitest';
import type { InboundMessage } from '../../platform/chat/chat-provider.js';
import { callBody, inboundContent, lastMessageText, locationBody, mediaTypeOfMime } from './content.js';

const message = (fields: Partial<InboundMessage>): InboundMessage => ({
  id: 'P1',
  chatId: '5511999990001',
  isGroup: false,
  fromMe: false,
  timestamp: 1_700_000_000_000,
  body: '',
  ...fields,
});

describe('inbound content', () => {
  it('stores text as a chat message', () => {
    expect(inboundContent(message({ body: 'oi' }))).toEqual({
      mediaType: 'chat',
      body: 'oi',
      blobKey: null,
      mimetype: null,
      mediaName: null,
    });
  });

  it('keeps the blob key of media and names documents application and stickers image', () => {
    const media = (kind: 'document' | 'sticker' | 'audio') =>
      inboundContent(
        message({ body: 'legenda', media: { kind, blobKey: 'media/c/w/P1', mimetype: 'x/y', fileName: 'a.pdf' } }),
      );
    expect(media('document')).toEqual({
      mediaType: 'application',
      body: 'legenda',
      blobKey: 'media/c/w/P1',
      mimetype: 'x/y',
      mediaName: 'a.pdf',
    });
    expect(media('sticker').mediaType).toBe('image');
    expect(media('audio').mediaType).toBe('audio');
  });

  it('writes a location as image|link|description with an empty image', () => {
    const content = inboundContent(message({ location: { latitude: -23.5, longitude: -46.6, description: 'Loja' } }));
    expect(content.mediaType).toBe('locationMessage');
    const [image, link, description] = content.body.split('|');
    expect(image).toBe('');
    expect(link).toBe('https://maps.google.com/maps?q=-23.5%2C-46.6&z=17&hl=pt-BR');
    expect(description).toBe('Loja');
  });

  it('keeps the three parts when the description holds a bar', () => {
    expect(locationBody({ latitude: 1, longitude: 2, description: 'a|b' }).split('|')).toHaveLength(3);
  });

  it('stores contact cards as vcard with the card text as body', () => {
    const vcard = 'BEGIN:VCARD\nFN:João\nEND:VCARD';
    expect(inboundContent(message({ vcards: [{ displayName: 'João', vcard }] }))).toMatchObject({
      mediaType: 'vcard',
      body: vcard,
    });
  });
});

describe('last message text', () => {
  it('is the text, the file name, or what kind of message it was', () => {
    const of = (fields: Partial<Parameters<typeof lastMessageText>[0]>) =>
      lastMessageText({ body: '', mediaType: 'chat', mediaName: null, ...fields });
    expect(of({ body: 'oi' })).toBe('oi');
    expect(of({ mediaType: 'image', body: 'foto' })).toBe('foto');
    expect(of({ mediaType: 'application', mediaName: 'nota.pdf' })).toBe('nota.pdf');
    expect(of({ mediaType: 'audio' })).toBe('Áudio');
    expect(of({ mediaType: 'vcard', body: 'BEGIN:VCARD' })).toBe('Contato');
    expect(of({ mediaType: 'locationMessage', body: '|link|Loja' })).toBe('Loja');
    expect(of({ mediaType: 'locationMessage', body: '|link|' })).toBe('Localização');
  });
});

describe('media type of an upload', () => {
  it('follows the MIME family; anything else is a document', () => {
    expect(mediaTypeOfMime('image/png')).toEqual({ mediaType: 'image', kind: 'image' });
    expect(mediaTypeOfMime('audio/mpeg')).toEqual({ mediaType: 'audio', kind: 'audio' });
    expect(mediaTypeOfMime('video/mp4')).toEqual({ mediaType: 'video', kind: 'video' });
    expect(mediaTypeOfMime('application/pdf')).toEqual({ mediaType: 'application', kind: 'document' });
  });
});

describe('call entries', () => {
  it('tells the time in São Paulo', () => {
    // 2023-11-14 22:13 UTC is 19:13 in São Paulo.
    expect(callBody('missed', Date.UTC(2023, 10, 14, 22, 13))).toBe('Chamada de voz/vídeo perdida às 19:13');
    expect(callBody('offer', Date.UTC(2023, 10, 14, 3, 5))).toBe('Chamada de voz/vídeo perdida às 00:05');
    expect(callBody('rejected', Date.UTC(2023, 10, 14, 22, 13))).toBe('Chamada de voz/vídeo rejeitada às 19:13');
  });
});
