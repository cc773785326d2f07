import { closeSync, existsSync, openSync, readdirSync, readSync, statSync, writeSync } from 'node:fs';
import { join } from 'node:path';

/** What `useWriteAheadLog` found a file to be, and so what it did. */
export type WalSwitch = 'switched' | 'already' | 'missing' | 'not-sqlite' | 'hot-journal';

const MAGIC = Buffer.from('SQLite format 3\0', 'latin1');
/** The file format's read and write versions: 1 = rollback journal, 2 = write-ahead log (sqlite.org/fileformat.html). */
const VERSION_OFFSET = 18;
const WAL = 2;

/** The journal mode an SQLite file is kept in, by its header; undefined for a missing file or one not SQLite. */
export function readJournalMode(file: string): 'wal' | 'rollback' | undefined {
  if (!existsSync(file)) return undefined;
  const fd = openSync(file, 'r');
  try {
    return modeOf(readHeader(fd));
  } finally {
    closeSync(fd);
  }
}

/**
 * Bench only (docs/decisions/026: measured, not shipped, as DynamoDB Local never checkpoints the log).
 * Puts an SQLite database into WAL mode by its header, as `PRAGMA journal_mode=WAL` would: the mode is kept in
 * the file, so the next program that opens it (DynamoDB Local's sqlite4java, which sets no journal pragma itself)
 * writes through a write-ahead log. Only while no program has the file open. A hot rollback journal beside it
 * (a write cut short) is left for SQLite to play back first: that playback would restore the old header anyway.
 */
export function useWriteAheadLog(file: string): WalSwitch {
  if (!existsSync(file)) return 'missing';
  const journal = `${file}-journal`;
  if (existsSync(journal) && statSync(journal).size > 0) return 'hot-journal';
  const fd = openSync(file, 'r+');
  try {
    const mode = modeOf(readHeader(fd));
    if (mode === undefined) return 'not-sqlite';
    if (mode === 'wal') return 'already';
    writeSync(fd, Buffer.from([WAL, WAL]), 0, 2, VERSION_OFFSET);
    return 'switched';
  } finally {
    closeSync(fd);
  }
}

function readHeader(fd: number): Buffer {
  const header = Buffer.alloc(VERSION_OFFSET + 2);
  const read = readSync(fd, header, 0, header.length, 0);
  return header.subarray(0, read);
}

function modeOf(header: Buffer): 'wal' | 'rollback' | undefined {
  if (header.length < VERSION_OFFSET + 2 || !header.subarray(0, MAGIC.length).equals(MAGIC)) return undefined;
  return header[VERSION_OFFSET] === WAL && header[VERSION_OFFSET + 1] === WAL ? 'wal' : 'rollback';
}

/** DynamoDB Local's databases in `dir` (one `<key>_<region>.db` per credentials and region). */
export function databaseFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.db'))
    .map((name) => join(dir, name));
}
