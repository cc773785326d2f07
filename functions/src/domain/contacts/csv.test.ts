import { describe, expect, it } from 'vitest';
import { csvLine, csvValue, parseCsv } from './csv.js';

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
});

describe('csvValue and csvLine', () => {
  it('quotes only values that need it', () => {
    expect(csvValue('Ana')).toBe('Ana');
    expect(csvValue('Ana; Silva')).toBe('"Ana; Silva"');
    expect(csvValue('Ana "A"')).toBe('"Ana ""A"""');
    expect(csvLine(['Ana', '5511', ''])).toBe('Ana;5511;\n');
  });

  it('round-trips through the parser', () => {
    const values = ['João; "Jo" Silva', '5511999990001', 'joao@example.com'];
    expect(parseCsv(csvLine(values))[0]?.cells).toEqual(values);
  });
});
