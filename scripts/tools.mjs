// How `npm test` and `npm start` find what they need besides Node (docs/decisions/023): Chromium for the browser
// tests, Java for DynamoDB Local. When one is missing, the answer is one line saying what to install.
import { spawnSync } from 'node:child_process';
import { accessSync, constants, statSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { npmChromium } from './npm-chromium.mjs';

/** A program the commands need is not on this machine; the message says what to install. */
export class MissingTool extends Error {
  name = 'MissingTool';
}

export const MISSING_CHROMIUM =
  'Chromium is needed for the browser tests: install it (apt-get install chromium) or set CHROMIUM_PATH to a Chromium or Chrome binary.';
export const MISSING_JAVA =
  'Java 17 or newer is required to run DynamoDB Local: install it (apt-get install openjdk-17-jre-headless) and try again.';

const CHROMIUM_COMMANDS = ['chromium', 'chromium-browser', 'google-chrome-stable', 'google-chrome'];

const machine = {
  env: process.env,
  isExecutable(path) {
    try {
      accessSync(path, constants.X_OK);
      return statSync(path).isFile();
    } catch {
      return false;
    }
  },
  npmChromium: () => npmChromium(),
  javaRuns() {
    const probe = spawnSync('java', ['-version'], { stdio: 'ignore' });
    return !probe.error && probe.status === 0;
  },
};

/**
 * The Chromium playwright-core launches, first found of: `CHROMIUM_PATH`; the system's (/usr/bin/chromium, or one
 * on PATH); the one the @sparticuz/chromium devDependency ships (Linux x64). `CHROMIUM_FROM_NPM=1` skips the
 * system's, to try the packaged one on a machine that has both. `env` is what the browser process needs added.
 */
export async function findChromium(probes = {}) {
  const { env, isExecutable, npmChromium: packaged } = { ...machine, ...probes };
  if (env.CHROMIUM_PATH) {
    if (isExecutable(env.CHROMIUM_PATH)) return { executablePath: env.CHROMIUM_PATH, env: {}, source: 'CHROMIUM_PATH' };
    throw new MissingTool(`CHROMIUM_PATH is ${env.CHROMIUM_PATH}, which is not a program: correct it or unset it.`);
  }
  if (env.CHROMIUM_FROM_NPM !== '1') {
    const onPath = (env.PATH ?? '')
      .split(delimiter)
      .filter(Boolean)
      .flatMap((dir) => CHROMIUM_COMMANDS.map((command) => join(dir, command)));
    const system = ['/usr/bin/chromium', ...onPath].find((path) => isExecutable(path));
    if (system) return { executablePath: system, env: {}, source: 'system' };
  }
  const unpacked = await packaged();
  if (unpacked) return { ...unpacked, source: 'npm' };
  throw new MissingTool(MISSING_CHROMIUM);
}

/** Throws a MissingTool unless `java` runs. */
export function findJava(probes = {}) {
  const { javaRuns } = { ...machine, ...probes };
  if (!javaRuns()) throw new MissingTool(MISSING_JAVA);
}

/** For the commands themselves: runs `check`; a missing tool ends the process with its one line. */
export async function exitIfMissing(check) {
  try {
    return await check();
  } catch (error) {
    if (!(error instanceof MissingTool)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
