import { describe, expect, it } from 'vitest';
import { allowedExtensions, assertUploadAllowed, isText, UPLOAD_POLICIES } from './upload-policy.js';
import { sample } from '../../testing/upload-samples.js';

const refused = { code: 'ERR_UPLOAD_TYPE_NOT_ALLOWED', status: 415 };

describe('assertUploadAllowed', () => {
  it('accepts a picture, a voice note, a video and a PDF as chat media, with the type their bytes show', async () => {
    await expect(assertUploadAllowed('messageMedia', sample.jpeg, 'foto.png')).resolves.toEqual({
      mimetype: 'image/jpeg',
      extension: 'jpg',
    });
    await expect(assertUploadAllowed('messageMedia', sample.opus)).resolves.toEqual({
      mimetype: 'audio/ogg; codecs=opus',
      extension: 'opus',
    });
    await expect(assertUploadAllowed('messageMedia', sample.mp4, 'clip.mp4')).resolves.toMatchObject({
      mimetype: 'video/mp4',
    });
    await expect(assertUploadAllowed('messageMedia', sample.pdf, 'boleto.pdf')).resolves.toEqual({
      mimetype: 'application/pdf',
      extension: 'pdf',
    });
  });

  it('refuses a Windows program renamed image.jpg, whatever the name says', async () => {
    await expect(assertUploadAllowed('messageMedia', sample.exe, 'image.jpg')).rejects.toMatchObject(refused);
  });

  it('refuses HTML and SVG by their content even when named as a picture', async () => {
    await expect(assertUploadAllowed('messageMedia', sample.html, 'image.jpg')).rejects.toMatchObject(refused);
    await expect(assertUploadAllowed('messageMedia', sample.html, 'page.html')).rejects.toMatchObject(refused);
    await expect(assertUploadAllowed('messageMedia', sample.svg, 'logo.svg')).rejects.toMatchObject(refused);
  });

  it('accepts text formats by being text with an allowed extension', async () => {
    await expect(assertUploadAllowed('messageMedia', sample.text, 'notas.txt')).resolves.toEqual({
      mimetype: 'text/plain',
      extension: 'txt',
    });
    await expect(assertUploadAllowed('messageMedia', sample.vcard, 'Maria.VCF')).resolves.toEqual({
      mimetype: 'text/vcard',
      extension: 'vcf',
    });
  });

  it('tells an old Word file from an installer in the same container by the declared extension', async () => {
    await expect(assertUploadAllowed('messageMedia', sample.cfb, 'contrato.doc')).resolves.toEqual({
      mimetype: 'application/msword',
      extension: 'doc',
    });
    await expect(assertUploadAllowed('messageMedia', sample.cfb, 'setup.msi')).rejects.toMatchObject(refused);
  });

  it('takes schedule attachments and announcement images as png or jpeg only', async () => {
    for (const policy of ['scheduleMedia', 'announcementImage'] as const) {
      await expect(assertUploadAllowed(policy, sample.png, 'a.png')).resolves.toEqual({
        mimetype: 'image/png',
        extension: 'png',
      });
      await expect(assertUploadAllowed(policy, sample.jpeg, 'a.jpeg')).resolves.toMatchObject({ extension: 'jpg' });
      await expect(assertUploadAllowed(policy, sample.gif, 'a.png')).rejects.toMatchObject(refused);
      await expect(assertUploadAllowed(policy, sample.pdf, 'a.pdf')).rejects.toMatchObject(refused);
    }
  });

  it('takes a contacts import as CSV text: named or not, in UTF-8 or Windows-1252', async () => {
    await expect(assertUploadAllowed('contactsImport', sample.csv, 'contatos.csv')).resolves.toEqual({
      mimetype: 'text/csv',
      extension: 'csv',
    });
    await expect(assertUploadAllowed('contactsImport', sample.latin1Csv)).resolves.toMatchObject({ extension: 'csv' });
  });

  it('refuses as a contacts import a spreadsheet, NUL bytes, UTF-16 and text under another extension', async () => {
    await expect(assertUploadAllowed('contactsImport', sample.zip, 'contatos.csv')).rejects.toMatchObject(refused);
    await expect(assertUploadAllowed('contactsImport', sample.nulCsv, 'contatos.csv')).rejects.toMatchObject(refused);
    await expect(assertUploadAllowed('contactsImport', sample.utf16Csv, 'contatos.csv')).rejects.toMatchObject(refused);
    await expect(assertUploadAllowed('contactsImport', sample.csv, 'contatos.txt')).rejects.toMatchObject(refused);
  });

  it('reads a Blob as it reads bytes', async () => {
    await expect(assertUploadAllowed('messageMedia', new Blob([sample.png]), 'x.bin')).resolves.toMatchObject({
      mimetype: 'image/png',
    });
    await expect(assertUploadAllowed('messageMedia', new Blob([sample.exe]), 'x.jpg')).rejects.toMatchObject(refused);
    await expect(assertUploadAllowed('contactsImport', new Blob([sample.nulCsv]), 'c.csv')).rejects.toMatchObject(
      refused,
    );
  });

  it('says in Portuguese which types the feature takes', async () => {
    const error = await assertUploadAllowed('announcementImage', sample.gif, 'a.gif').catch((e: unknown) => e);
    expect(error).toMatchObject({
      message: 'Tipo de arquivo não permitido. Tipos aceitos: png, jpg, jpeg',
      details: { policy: 'announcementImage', allowed: ['png', 'jpg', 'jpeg'] },
    });
  });

  it('answers an empty file as a validation error, not a type', async () => {
    await expect(assertUploadAllowed('messageMedia', new Uint8Array(), 'a.txt')).rejects.toMatchObject({
      code: 'ERR_VALIDATION',
      status: 400,
    });
  });
});

describe('the policies', () => {
  it('never list HTML, SVG or a program among what any feature takes', () => {
    for (const policy of Object.values(UPLOAD_POLICIES)) {
      for (const banned of ['html', 'htm', 'svg', 'xhtml', 'js', 'exe', 'msi', 'bat']) {
        expect(allowedExtensions(policy)).not.toContain(banned);
      }
      const active = ['text/html', 'image/svg+xml', 'application/xml', 'text/javascript', 'application/x-msdownload'];
      expect(policy.types.filter((type) => active.includes(type))).toEqual([]);
    }
  });
});

describe('isText', () => {
  it('allows tabs and line breaks, not NUL or other control bytes', async () => {
    expect(await isText(new TextEncoder().encode('a\tb\r\nc\f'))).toBe(true);
    expect(await isText(Uint8Array.of(0x61, 0x00))).toBe(false);
    expect(await isText(Uint8Array.of(0x61, 0x1b))).toBe(false);
  });
});
