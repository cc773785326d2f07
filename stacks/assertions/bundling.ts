import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { Function as SstFunction, getStack, useFunctions } from 'sst/constructs';
import { useProject } from 'sst/project.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { LAMBDA_BUNDLE_LIMIT_BYTES, LAMBDA_NODEJS } from '../../scripts/lambda-bundling.mjs';
import { Api } from '../Api.js';
import { Jobs } from '../Jobs.js';
import { Realtime } from '../Realtime.js';
import type { Synthesized } from '../template-queries.js';

/**
 * How `sst deploy` bundled every function of the test stage (docs/decisions/031): with the settings the offline
 * build uses (scripts/lambda-bundling.mjs), under the size limit, the source map shipped as its own asset and not
 * in the function's code. Reads SST's build of each function, which the synth of stacks/infra.test.ts ran.
 */
export function describeBundling(synthesized: () => Synthesized): void {
  let functions: { handler: string; fn: SstFunction; stackName: string }[];
  beforeAll(() => {
    synthesized();
    functions = [Api, Realtime, Jobs].flatMap((stack) =>
      getStack(stack)
        .node.findAll()
        .filter((c): c is SstFunction => c instanceof SstFunction)
        .map((fn) => ({
          fn,
          stackName: getStack(stack).stackName,
          handler: useFunctions()
            .fromID(fn.node.addr)!
            .handler!.replace(/\.handler$/, ''),
        })),
    );
  });

  describe('function bundling', () => {
    it('covers every handler of the app', () => {
      expect(functions.map((f) => f.handler).sort()).toEqual(
        [
          'api',
          'inbound-consumer',
          'campaign-consumer',
          'webhook-consumer',
          'seed',
          'timer',
          'ws-connect',
          'ws-default',
          'ws-disconnect',
        ]
          .map((h) => `functions/src/handlers/${h}`)
          .sort(),
      );
    });

    it('bundles every function with the offline build settings: minified ESM for Node 22, one SDK line', () => {
      for (const { fn } of functions) {
        const props = useFunctions().fromID(fn.node.addr)!;
        expect(props.nodejs, props.handler).toEqual(LAMBDA_NODEJS);
        // Unset, SST builds the map and ships it beside the code instead of in it.
        expect(props.nodejs?.sourcemap).toBeUndefined();
      }
    });

    it('deploys code under the size limit, with no source map in it; each map is its own asset', () => {
      for (const { fn, handler, stackName } of functions) {
        const out = join(useProject().paths.artifacts, fn.node.addr);
        expect(statSync(join(out, `${handler}.mjs`)).size, handler).toBeLessThanOrEqual(LAMBDA_BUNDLE_LIMIT_BYTES);
        expect(filesUnder(out).filter((f) => f.endsWith('.map'))).toEqual([]);
        expect(
          useFunctions()
            .sourcemaps.forStack(stackName)
            .some((s) => s.tarKey === fn.functionArn),
        ).toBe(true);
      }
    });
  });
}

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' });
}
