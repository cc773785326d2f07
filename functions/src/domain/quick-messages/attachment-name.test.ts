import { describe, expect, it } from 'vitest';
import { attachmentName } from './media.js';

describe('attachmentName (spec 2 §5: spaces become underscores)', () => {
  it('replaces each run of spaces with one underscore and keeps the rest', () => {
    expect(attachmentName('tabela de preços 2026.png')).toBe('tabela_de_preços_2026.png');
    expect(attachmentName('a  b\tc.pdf')).toBe('a_b_c.pdf');
  });

  it('drops the folders a browser may send and trims', () => {
    expect(attachmentName('C:\\Users\\ana\\minha foto.jpg')).toBe('minha_foto.jpg');
    expect(attachmentName('  foto.png  ')).toBe('foto.png');
  });

  it('names a nameless file', () => {
    expect(attachmentName('')).toBe('arquivo');
    expect(attachmentName('pasta/')).toBe('arquivo');
  });
});
