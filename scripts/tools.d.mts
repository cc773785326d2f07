export class MissingTool extends Error {}

export const MISSING_CHROMIUM: string;
export const MISSING_JAVA: string;

export interface FoundChromium {
  executablePath: string;
  /** Variables the browser process needs besides the current environment. */
  env: Record<string, string>;
  source: 'CHROMIUM_PATH' | 'system' | 'npm';
}

/** What the resolution asks of the machine; tests replace them. */
export interface ChromiumProbes {
  env?: Record<string, string | undefined>;
  isExecutable?: (path: string) => boolean;
  npmChromium?: () => Promise<Omit<FoundChromium, 'source'> | undefined>;
}

export function findChromium(probes?: ChromiumProbes): Promise<FoundChromium>;

export function findJava(probes?: { javaRuns?: () => boolean }): void;

export function exitIfMissing<T>(check: () => T | Promise<T>): Promise<T>;
