/**
 * The Chromium of @sparticuz/chromium, unpacked once into `tempDir`: its path and the environment it needs; undefined
 * where the package is not installed (`packageRoot: null`) or has no binary for this machine.
 */
export function npmChromium(options?: {
  tempDir?: string;
  packageRoot?: string | null;
}): Promise<{ executablePath: string; env: Record<string, string> } | undefined>;
