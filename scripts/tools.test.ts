import { describe, expect, it } from 'vitest';
import { findChromium, findJava, MISSING_CHROMIUM, MISSING_JAVA, MissingTool, type ChromiumProbes } from './tools.mjs';

const packaged = { executablePath: '/tmp/balcao-chromium-1/chromium', env: { FONTCONFIG_PATH: '/tmp/fonts' } };

/** A machine with the given executables and PATH; the npm package answers `npm`. */
function machine(executables: string[], options: { env?: Record<string, string>; npm?: typeof packaged } = {}) {
  const asked: string[] = [];
  const probes: ChromiumProbes = {
    env: { PATH: '/usr/local/bin:/usr/bin', ...options.env },
    isExecutable: (path) => executables.includes(path),
    npmChromium: async () => {
      asked.push('npm');
      return options.npm;
    },
  };
  return { probes, asked };
}

describe('finding Chromium', () => {
  it("uses the system's /usr/bin/chromium first, without unpacking the npm one", async () => {
    const { probes, asked } = machine(['/usr/bin/chromium'], { npm: packaged });
    expect(await findChromium(probes)).toEqual({ executablePath: '/usr/bin/chromium', env: {}, source: 'system' });
    expect(asked).toEqual([]);
  });

  it('finds a Chromium or Chrome on PATH', async () => {
    const { probes } = machine(['/usr/local/bin/google-chrome'], { npm: packaged });
    expect(await findChromium(probes)).toMatchObject({
      executablePath: '/usr/local/bin/google-chrome',
      source: 'system',
    });
  });

  it('falls back to the Chromium of the npm package when the system has none', async () => {
    const { probes } = machine([], { npm: packaged });
    expect(await findChromium(probes)).toEqual({ ...packaged, source: 'npm' });
  });

  it('stops with one line saying what to install when neither is there', async () => {
    const error = await findChromium(machine([]).probes).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MissingTool);
    expect((error as Error).message).toBe(MISSING_CHROMIUM);
    expect(MISSING_CHROMIUM).toMatch(
      /^Chromium is needed for the browser tests: install it \(apt-get install chromium\)/,
    );
    expect(MISSING_CHROMIUM).not.toContain('\n');
  });

  it('takes CHROMIUM_PATH over everything, and says so in one line when it is wrong', async () => {
    const chosen = machine(['/usr/bin/chromium', '/opt/chrome/chrome'], {
      env: { CHROMIUM_PATH: '/opt/chrome/chrome' },
    });
    expect(await findChromium(chosen.probes)).toMatchObject({
      executablePath: '/opt/chrome/chrome',
      source: 'CHROMIUM_PATH',
    });
    const wrong = machine(['/usr/bin/chromium'], { env: { CHROMIUM_PATH: '/opt/nothing' } });
    await expect(findChromium(wrong.probes)).rejects.toThrow(
      'CHROMIUM_PATH is /opt/nothing, which is not a program: correct it or unset it.',
    );
  });

  it("skips the system's Chromium when CHROMIUM_FROM_NPM=1", async () => {
    const { probes } = machine(['/usr/bin/chromium'], { env: { CHROMIUM_FROM_NPM: '1' }, npm: packaged });
    expect(await findChromium(probes)).toMatchObject({ source: 'npm' });
  });
});

describe('finding Java', () => {
  it('passes when java runs', () => {
    expect(() => findJava({ javaRuns: () => true })).not.toThrow();
  });

  it('stops with one line saying what to install when java is missing', () => {
    expect(() => findJava({ javaRuns: () => false })).toThrow(new MissingTool(MISSING_JAVA));
    expect(MISSING_JAVA).toBe(
      'Java 17 or newer is required to run DynamoDB Local: install it (apt-get install openjdk-17-jre-headless) and try again.',
    );
  });
});
