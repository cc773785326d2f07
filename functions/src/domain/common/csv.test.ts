import { describe, expect, it } from 'vitest';
import { csvLines, decodeText, parseCsv } from './csv.js';

describe('parseCsv', () => {
  it('reads semicolon rows with their line numbers, skipping blank lines', () => {
    expect(parseCsv('Ana;5511999990001;ana@example.com\n\nBruno;5511999990002;\n')).toEqual([
      { line: 1, cells: ['Ana', '5511999990001', 'ana@example.com'] },
      { line: 3, cells: ['Bruno', '5511999990002', ''] },
    ]);
  });

  it('drops a BOM and accepts CRLF line ends', () => {
    expect(parseCsv('\uFEFFname;number;email\r\nAna;123;\r\n')).toEqual([
      { line: 1, cells: ['name', 'number', 'email'] },
      { line: 2, cells: ['Ana', '123', ''] },
    ]);
  });

  it('falls back to commas only when the text has no semicolon', () => {
    expect(parseCsv('Ana,5511999990001,a@b.co')[0]?.cells).toEqual(['Ana', '5511999990001', 'a@b.co']);
    expect(parseCsv('Silva, Ana;5511999990001;')[0]?.cells).toEqual(['Silva, Ana', '5511999990001', '']);
  });

  it('keeps separators, doubled quotes and line breaks inside quoted values', () => {
    const rows = parseCsv('"Ana; ""Aninha""";123\n"Linha\nquebrada";456\nFim;789');
    expect(rows).toEqual([
      { line: 1, cells: ['Ana; "Aninha"', '123'] },
      { line: 2, cells: ['Linha\nquebrada', '456'] },
      { line: 4, cells: ['Fim', '789'] },
    ]);
  });

  it('keeps a quote in the middle of a value as a character', () => {
    expect(parseCsv('Ana "A" Silva;123')[0]?.cells).toEqual(['Ana "A" Silva', '123']);
  });

  it('skips rows whose cells are all blank and counts the lines they take', () => {
    expect(parseCsv(';;\r\n  ;\rAna;1\n')).toEqual([{ line: 3, cells: ['Ana', '1'] }]);
  });

  it('answers ERR_VALIDATION with the line when a quote is never closed', () => {
    expect(() => parseCsv('Ana;1\n"Bruno;2\n')).toThrow(
      expect.objectContaining({
        code: 'ERR_VALIDATION',
        message: 'Arquivo CSV inválido (linha 2): aspas abertas e nunca fechadas.',
        status: 400,
      }),
    );
  });
});

describe('csvLines', () => {
  it('quotes only values that need it', () => {
    expect(csvLines([['Ana', 'Ana; Silva', 'Ana "A"', '']])).toBe('Ana;"Ana; Silva";"Ana ""A""";\n');
    expect(csvLines([['Linha\nquebrada'], ['x\ry']])).toBe('"Linha\nquebrada"\n"x\ry"\n');
  });

  it('round-trips through the parser', () => {
    const values = ['João; "Jo" Silva', '5511999990001', 'joao@example.com'];
    expect(parseCsv(csvLines([values]))[0]?.cells).toEqual(values);
  });
});

describe('decodeText', () => {
  it('reads UTF-8, and Latin-1 when the bytes are not UTF-8', () => {
    expect(decodeText(new TextEncoder().encode('João Ção'))).toBe('João Ção');
    expect(decodeText(new Uint8Array(Buffer.from('João Ção', 'latin1')))).toBe('João Ção');
  });
});
