// The Chromium that `npm install` brings (docs/decisions/023): @sparticuz/chromium ships a headless Chromium for
// Linux x64 inside the npm package, brotli-packed with the libraries it loads at run time (NSS, expat) and a font,
// so a machine without a system Chromium still runs the browser tests. It is unpacked once per package version into
// the temp dir, through a staging folder renamed into place: parallel runs and an interrupted unpack never leave a
// half-written browser for the next run to trust.
import { spawnSync } from 'node:child_process';
import { createReadStream, createWriteStream, existsSync, mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createBrotliDecompress } from 'node:zlib';

/**
 * The packaged Chromium, unpacked: its path and the environment it needs; undefined where the package has no
 * binary for this machine or is not installed.
 */
export async function npmChromium({ tempDir = tmpdir(), packageRoot = installedPackageRoot() } = {}) {
  if (process.platform !== 'linux' || process.arch !== 'x64' || !packageRoot) return undefined;
  const { version } = JSON.parse(readFileSync(join(packageRoot, 'package.json'), 'utf8'));
  const dir = join(tempDir, `balcao-chromium-${version}`);
  if (!complete(dir)) {
    // A temp cleaner may have taken some files of an old unpack: start again.
    rmSync(dir, { recursive: true, force: true });
    await unpack(join(packageRoot, 'bin'), dir);
  }
  return {
    executablePath: join(dir, 'chromium'),
    env: {
      LD_LIBRARY_PATH: [join(dir, 'lib'), process.env.LD_LIBRARY_PATH].filter(Boolean).join(':'),
      FONTCONFIG_PATH: join(dir, 'fonts'),
    },
  };
}

function installedPackageRoot() {
  let dir;
  try {
    // The package exports only its code; its root is the folder above that holds bin/chromium.br.
    dir = dirname(createRequire(import.meta.url).resolve('@sparticuz/chromium'));
  } catch {
    return undefined;
  }
  while (!existsSync(join(dir, 'bin', 'chromium.br')) && dirname(dir) !== dir) dir = dirname(dir);
  return existsSync(join(dir, 'bin', 'chromium.br')) ? dir : undefined;
}

/** One file of each archive, and the browser. */
const complete = (dir) =>
  ['chromium', 'libGLESv2.so', 'lib/libnss3.so', 'fonts/fonts.conf'].every((file) => existsSync(join(dir, file)));

async function unpack(bin, dir) {
  mkdirSync(dirname(dir), { recursive: true });
  const staging = mkdtempSync(`${dir}.partial-`);
  try {
    await pipeline(
      createReadStream(join(bin, 'chromium.br')),
      createBrotliDecompress(),
      createWriteStream(join(staging, 'chromium'), { mode: 0o755 }),
    );
    await untar(join(bin, 'swiftshader.tar.br'), staging);
    await untar(join(bin, 'al2023.tar.br'), staging); // lib/: NSS and expat, built for glibc 2.34
    await untar(join(bin, 'fonts.tar.br'), join(staging, 'fonts'));
    // The package's fonts.conf names /tmp/fonts; this one names where the font is, and the system's fonts.
    writeFileSync(join(staging, 'fonts', 'fonts.conf'), fontsConf(dir));
    renameSync(staging, dir);
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    if (!existsSync(dir)) throw error; // else another run unpacked it first
  }
}

/** Unpacks a brotli-compressed tar: decompressed to a file first, as tar may stop reading at its end marker. */
async function untar(archive, target) {
  mkdirSync(target, { recursive: true });
  const tarFile = `${target}.tar`;
  await pipeline(createReadStream(archive), createBrotliDecompress(), createWriteStream(tarFile));
  const tar = spawnSync('tar', ['-x', '-f', tarFile, '-C', target], { encoding: 'utf8' });
  rmSync(tarFile);
  if (tar.status !== 0) throw new Error(`tar could not unpack ${archive}: ${tar.stderr.trim()}`);
}

function fontsConf(dir) {
  return `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "fonts.dtd">
<fontconfig>
  <dir>/usr/share/fonts</dir>
  <dir>/usr/local/share/fonts</dir>
  <dir>${join(dir, 'fonts', 'fonts')}</dir>
  <cachedir>${join(dir, 'fonts-cache')}</cachedir>
</fontconfig>
`;
}
