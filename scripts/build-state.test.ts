import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { isStale, recordBuild, type BuildTarget } from './build-state.mjs';

const target: BuildTarget = { inputs: ['web', 'shared/schema.ts'], output: 'web/dist' };
let root: string;

function write(path: string, content: string, mtime?: Date): void {
  const file = join(root, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
  if (mtime) utimesSync(file, mtime, mtime);
}

/** A build: reads the inputs (here, nothing), writes the output, and is recorded. */
function build(): void {
  write('web/dist/index.html', `<html>${Date.now()}</html>`);
  recordBuild(root, target);
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'balcao-build-state-'));
  write('web/src/app.tsx', 'export const app = 1;');
  write('web/src/sst-env.d.ts', '/// <reference types="vite/client" />');
  write('shared/schema.ts', 'export const schema = 1;');
});

describe('whether npm start must build', () => {
  it('builds when there is no output yet', () => {
    expect(isStale(root, target)).toBe(true);
  });

  it('does not build again when nothing changed since the last build', () => {
    build();
    expect(isStale(root, target)).toBe(false);
  });

  it('does not build again when a file was rewritten with the same content, as every SST synth does to sst-env.d.ts', () => {
    build();
    write('web/src/sst-env.d.ts', '/// <reference types="vite/client" />', new Date(Date.now() + 60_000));
    expect(isStale(root, target)).toBe(false);
  });

  it('builds when a source changed, even if its time is older than the build (a copy that kept old times)', () => {
    build();
    write('web/src/app.tsx', 'export const app = 2;', new Date(2020, 0, 1));
    expect(isStale(root, target)).toBe(true);
  });

  it('builds when a single input file changed, or a file was added or removed', () => {
    build();
    write('shared/schema.ts', 'export const schema = 2;');
    expect(isStale(root, target)).toBe(true);
    build();
    write('web/src/new.tsx', 'export const added = 1;');
    expect(isStale(root, target)).toBe(true);
    build();
    rmSync(join(root, 'web/src/new.tsx'));
    expect(isStale(root, target)).toBe(true);
  });

  it('ignores what the build and the tools write: dist, node_modules, and the tests beside the code', () => {
    build();
    write('web/node_modules/.vite/deps.json', '{}');
    write('web/src/app.test.ts', 'it()');
    expect(isStale(root, target)).toBe(false);
  });

  it('builds when the output is gone or is not what the last build wrote', () => {
    build();
    write('web/dist/index.html', '<html>built by someone else from other sources</html>');
    expect(isStale(root, target)).toBe(true);
    build();
    rmSync(join(root, 'web/dist'), { recursive: true });
    expect(isStale(root, target)).toBe(true);
  });
});
