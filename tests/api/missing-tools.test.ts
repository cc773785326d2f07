import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MISSING_JAVA } from '../../scripts/tools.mjs';

const root = resolve(import.meta.dirname, '../..');

/** Runs one of the README's commands the way npm does, with the given environment changes. */
function command(script: 'start' | 'test', env: Record<string, string>) {
  const result = spawnSync(process.execPath, [`scripts/${script}.mjs`], {
    cwd: root,
    env: { ...process.env, ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('the two commands on a machine that lacks a tool', () => {
  it.each(['start', 'test'] as const)(
    'npm %s says in one line that Java is missing, before building anything',
    (script) => {
      expect(command(script, { PATH: '/nonexistent' })).toEqual({ status: 1, stdout: '', stderr: `${MISSING_JAVA}\n` });
    },
  );

  it('npm test says in one line that the Chromium it was pointed at is not there', () => {
    expect(command('test', { CHROMIUM_PATH: '/nonexistent/chromium' })).toEqual({
      status: 1,
      stdout: '',
      stderr: 'CHROMIUM_PATH is /nonexistent/chromium, which is not a program: correct it or unset it.\n',
    });
  });
});
