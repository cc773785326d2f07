import { describe, expect, it } from 'vitest';
import { quickMessageFile } from './quick-message-file';

const answer =
  (blob: Blob, ok = true, status = 200) =>
  async () => ({ ok, status, blob: async () => blob });

describe('quickMessageFile', () => {
  it('is null for a quick message without an attachment, and fetches nothing', async () => {
    const fetchUrl = async () => {
      throw new Error('no fetch expected');
    };
    expect(await quickMessageFile({ mediaUrl: null, mediaName: null }, fetchUrl)).toBeNull();
  });

  it('makes a File of the attachment, named and typed as stored', async () => {
    const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47]);
    const file = await quickMessageFile(
      { mediaUrl: '/api/media/x?exp=1&sig=2', mediaName: 'tabela_de_preços.png' },
      answer(new Blob([bytes], { type: 'image/png' })),
    );
    expect(file).toBeInstanceOf(File);
    expect([file?.name, file?.type, file?.size]).toEqual(['tabela_de_preços.png', 'image/png', 4]);
  });

  it('fails when the link answers an error (an expired signature)', async () => {
    await expect(
      quickMessageFile({ mediaUrl: '/api/media/x', mediaName: 'a.png' }, answer(new Blob([]), false, 403)),
    ).rejects.toThrow('403');
  });
});
