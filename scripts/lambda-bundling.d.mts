import type { BuildOptions } from 'esbuild';

export const LAMBDA_BUNDLE_LIMIT_BYTES: number;

/** SST v2's `nodejs` function props (FunctionProps['nodejs']). */
export const LAMBDA_NODEJS: {
  format: 'esm';
  minify: boolean;
  esbuild: { target: string; alias: Record<string, string>; external: string[] };
};

export const LAMBDA_ESBUILD: BuildOptions;
