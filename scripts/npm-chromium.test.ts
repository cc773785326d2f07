import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { beforeEach, describe, expect, it } from 'vitest';
import { npmChromium } from './npm-chromium.mjs';

let packageRoot: string;
let tempDir: string;

/** Files laid out under a fresh folder, tarred, brotli-packed: the shape of @sparticuz/chromium's archives. */
function tarBr(name: string, files: Record<string, string>): void {
  const source = mkdtempSync(join(tmpdir(), 'balcao-tar-'));
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(source, path)), { recursive: true });
    writeFileSync(join(source, path), content);
  }
  const tar = join(source, '..', `${name}.tar`);
  spawnSync('tar', ['-c', '-f', tar, '-C', source, ...Object.keys(files)]);
  writeFileSync(join(packageRoot, 'bin', `${name}.tar.br`), brotliCompressSync(readFileSync(tar)));
}

beforeEach(() => {
  packageRoot = mkdtempSync(join(tmpdir(), 'balcao-fake-chromium-'));
  tempDir = mkdtempSync(join(tmpdir(), 'balcao-unpack-'));
  mkdirSync(join(packageRoot, 'bin'));
  writeFileSync(join(packageRoot, 'package.json'), JSON.stringify({ version: '9.9.9' }));
  writeFileSync(join(packageRoot, 'bin', 'chromium.br'), brotliCompressSync('#!/bin/sh\necho "Chromium 9.9.9"\n'));
  tarBr('swiftshader', { 'libGLESv2.so': 'gl' });
  tarBr('al2023', { 'lib/libnss3.so': 'nss' });
  tarBr('fonts', { 'fonts.conf': '<dir>/tmp/fonts</dir>', 'fonts/Open_Sans/OpenSans-Regular.ttf': 'font' });
});

describe('the Chromium of the npm package', () => {
  it('is unpacked once per version into the temp dir, with its libraries and fonts, and runs', async () => {
    const found = await npmChromium({ tempDir, packageRoot });
    const dir = join(tempDir, 'balcao-chromium-9.9.9');
    expect(found).toEqual({
      executablePath: join(dir, 'chromium'),
      env: {
        LD_LIBRARY_PATH: expect.stringMatching(new RegExp(`^${join(dir, 'lib')}`)),
        FONTCONFIG_PATH: join(dir, 'fonts'),
      },
    });
    expect(spawnSync(found!.executablePath, { encoding: 'utf8' }).stdout).toBe('Chromium 9.9.9\n');
    expect(readFileSync(join(dir, 'lib', 'libnss3.so'), 'utf8')).toBe('nss');
    expect(readFileSync(join(dir, 'libGLESv2.so'), 'utf8')).toBe('gl');
    // fontconfig is pointed at the unpacked font, not at the /tmp/fonts the package's own file names.
    expect(readFileSync(join(dir, 'fonts', 'fonts.conf'), 'utf8')).toContain(
      `<dir>${join(dir, 'fonts', 'fonts')}</dir>`,
    );
  });

  it('survives runs that unpack at the same time, and leaves no half-unpacked folder behind', async () => {
    const [first, second] = await Promise.all([
      npmChromium({ tempDir, packageRoot }),
      npmChromium({ tempDir, packageRoot }),
    ]);
    expect(second).toEqual(first);
    expect(readdirSync(tempDir)).toEqual(['balcao-chromium-9.9.9']);
  });

  it('is unpacked again when a temp cleaner took files of an earlier unpack', async () => {
    const found = await npmChromium({ tempDir, packageRoot });
    rmSync(found!.executablePath);
    expect(await npmChromium({ tempDir, packageRoot })).toEqual(found);
    expect(spawnSync(found!.executablePath, { encoding: 'utf8' }).stdout).toBe('Chromium 9.9.9\n');
  });

  it('is not there when the package is not installed', async () => {
    expect(await npmChromium({ tempDir, packageRoot: null })).toBeUndefined();
  });
});
