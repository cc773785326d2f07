// Whether `npm start` must build the web app or the server before running (docs/decisions/023). A build is stale
// when the content of its inputs differs from what the last build read, or its output is not what that build
// wrote. Content, not modification times: SST's synth (the infrastructure tests) rewrites web/src/sst-env.d.ts
// with the same text on every run, which made every later start rebuild the web app, and a copy that keeps old
// times would hide a real change from a comparison of times.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

/** What each build reads and what it writes, relative to the repository root. */
export const TARGETS = {
  // The web app imports the domain's zod schemas (the `@domain` alias), which import platform types.
  web: {
    inputs: ['web', 'functions/src/domain', 'functions/src/platform', 'package-lock.json'],
    output: 'web/dist',
  },
  server: {
    // The server's Java check is scripts/tools.mjs, shared with `npm test`.
    inputs: [
      'functions/src',
      'session-host/src',
      'scripts/tools.mjs',
      'scripts/npm-chromium.mjs',
      'functions/build.mjs',
      'functions/package.json',
      'package-lock.json',
    ],
    output: 'functions/dist/local/main.js',
  },
};

/** Written by the build or by tools, never read by it. */
const SKIPPED_DIRS = new Set(['node_modules', 'dist']);
const TEST_FILE = /\.test\.tsx?$/;

const STATE_FILE = 'node_modules/.cache/balcao/build-state.json';

/** Every file under the given paths, as `path → sha256 of its content`, in one hash. */
function fingerprint(root, paths) {
  const hash = createHash('sha256');
  const visit = (path) => {
    if (!existsSync(path)) return;
    if (statSync(path).isDirectory()) {
      const entries = readdirSync(path, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1));
      for (const entry of entries) {
        if (entry.isDirectory() ? SKIPPED_DIRS.has(entry.name) : TEST_FILE.test(entry.name)) continue;
        visit(join(path, entry.name));
      }
      return;
    }
    hash.update(`${relative(root, path)}\0${createHash('sha256').update(readFileSync(path)).digest('hex')}\n`);
  };
  for (const path of paths) visit(join(root, path));
  return hash.digest('hex');
}

function readState(root) {
  try {
    return JSON.parse(readFileSync(join(root, STATE_FILE), 'utf8'));
  } catch {
    return {};
  }
}

const key = (target) => target.output;

/** True when the target must be built: no output, or inputs or output changed since the last recorded build. */
export function isStale(root, target, inputs = inputsOf(root, target)) {
  if (!existsSync(join(root, target.output))) return true;
  const last = readState(root)[key(target)];
  return last?.inputs !== inputs || last?.output !== fingerprint(root, [target.output]);
}

/**
 * Notes what the target was built from and what the build wrote. `inputs` is the fingerprint taken before the
 * build, so a file edited while it ran makes the next start build again.
 */
export function recordBuild(root, target, inputs = inputsOf(root, target)) {
  const file = join(root, STATE_FILE);
  const state = readState(root);
  state[key(target)] = { inputs, output: fingerprint(root, [target.output]) };
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(state, null, 2)}\n`);
}

/** The fingerprint of the target's inputs as they are now. */
export function inputsOf(root, target) {
  return fingerprint(root, target.inputs);
}
