import { describe, expect, it } from 'vitest';
import type { ReadRow } from './read-file.js';
import { chunksOf } from './split.js';

const row = (line: number, email = ''): ReadRow => ({
  line,
  row: { line, name: `Cliente ${line}`, number: `5531900${String(line).padStart(6, '0')}`, email },
});

describe('chunksOf', () => {
  it('cuts the rows in order, `size` to a chunk', () => {
    const rows = Array.from({ length: 7 }, (_, i) => row(i + 1));
    expect(chunksOf(rows, 3).map((chunk) => chunk.map((read) => read.line))).toEqual([[1, 2, 3], [4, 5, 6], [7]]);
    expect(chunksOf([], 3)).toEqual([]);
  });

  it('makes smaller chunks of long rows, so a chunk item stays under DynamoDB’s 400 KB', () => {
    const email = `${'a'.repeat(240)}@example.com`;
    const rows = Array.from({ length: 1000 }, (_, i) => row(i + 1, email));
    const chunks = chunksOf(rows, 1000);
    expect(chunks.length).toBeGreaterThan(1);
    expect(chunks.flat()).toEqual(rows);
    for (const chunk of chunks) expect(Buffer.byteLength(JSON.stringify(chunk))).toBeLessThan(300 * 1024);
  });
});
