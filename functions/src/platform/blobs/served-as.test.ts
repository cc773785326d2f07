import { describe, expect, it } from 'vitest';
import { servedAs } from './served-as.js';

describe('servedAs', () => {
  it.each([
    'image/jpeg',
    'image/png',
    'image/webp',
    'audio/ogg; codecs=opus',
    'audio/mpeg',
    'video/mp4',
    'application/pdf',
    'text/plain',
  ])('shows %s inline under its own type', (type) => {
    expect(servedAs(type)).toEqual({ contentType: type, disposition: 'inline' });
  });

  it.each([
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    'application/msword',
    'application/zip',
    'text/csv',
    'text/vcard',
  ])('downloads the document %s under its own type', (type) => {
    expect(servedAs(type)).toEqual({ contentType: type, disposition: 'attachment' });
  });

  it.each([
    'text/html',
    'text/html; charset=utf-8',
    'TEXT/HTML',
    'image/svg+xml',
    'application/xhtml+xml',
    'application/xml',
    'text/xml',
    'text/javascript',
    'application/x-msdownload',
    'application/octet-stream',
    'nonsense',
  ])('downloads %s as bytes no browser runs', (type) => {
    expect(servedAs(type)).toEqual({ contentType: 'application/octet-stream', disposition: 'attachment' });
  });
});
