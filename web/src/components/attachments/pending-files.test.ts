import { describe, expect, it } from 'vitest';
import { admitFiles, filesOf, formatFileSize, MAX_PENDING_FILES } from './pending-files';

const file = (name: string, size: number) => new File([new Uint8Array(size)], name);

describe('formatFileSize', () => {
  it('shows bytes whole and larger sizes in the reader’s number format', () => {
    expect(formatFileSize(45, 'pt-BR')).toBe('45 B');
    expect(formatFileSize(3277, 'pt-BR')).toBe('3,2 KB');
    expect(formatFileSize(3277, 'en')).toBe('3.2 KB');
    expect(formatFileSize(150 * 1024, 'pt-BR')).toBe('150 KB');
    expect(formatFileSize(12 * 1024 * 1024, 'es')).toBe('12 MB');
  });
});

describe('admitFiles', () => {
  it('leaves out files above the size limit and past the tray’s count, saying why', () => {
    const { admitted, refused } = admitFiles(
      MAX_PENDING_FILES - 1,
      [file('a', 10), file('big', 101), file('b', 10)],
      100,
    );
    expect(admitted.map((f) => f.name)).toEqual(['a']);
    expect(refused).toEqual([
      { reason: 'tooLarge', file: expect.objectContaining({ name: 'big' }) },
      { reason: 'tooMany' },
    ]);
  });
});

describe('filesOf', () => {
  it('reads the files of a paste or drop, and none when it carries only text', () => {
    expect(filesOf({ files: [file('x.png', 1)] as unknown as FileList })).toHaveLength(1);
    expect(filesOf(null)).toEqual([]);
  });
});
