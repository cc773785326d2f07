export interface BuildTarget {
  /** Files and folders the build reads, relative to the repository root. */
  inputs: string[];
  /** The file or folder the build writes, relative to the repository root. */
  output: string;
}

export const TARGETS: { web: BuildTarget; server: BuildTarget };

export function isStale(root: string, target: BuildTarget, inputs?: string): boolean;

export function recordBuild(root: string, target: BuildTarget, inputs?: string): void;

export function inputsOf(root: string, target: BuildTarget): string;
