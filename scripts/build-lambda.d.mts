export const HANDLERS: string[];
export const LAMBDA_DIST: string;

export interface BuiltLambda {
  handler: string;
  /** functions/dist/lambda/<handler>/index.mjs, or under the given outdir. */
  outfile: string;
  bytes: number;
  gzipBytes: number;
}

export function buildLambdas(handlers?: string[], outdir?: string): Promise<BuiltLambda[]>;

export const OFFLINE_LAMBDA_ENV: Record<string, string>;

export function coldImport(outfile: string): number;
