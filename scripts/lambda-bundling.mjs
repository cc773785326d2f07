// How every Lambda handler is bundled (docs/decisions/031), in one place for both builders: SST's function props
// (stacks/function-defaults.ts, used by `sst deploy`) and the offline build (scripts/build-lambda.mjs, used by
// `npm run build`, the bench and the bundle-size test), so the artefacts measured are the artefacts deployed.
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const functionsPackage = fileURLToPath(new URL('../functions/package.json', import.meta.url));

/** No handler's bundle may be larger (issue 15); scripts/lambda-size.test.ts holds every handler to it. */
export const LAMBDA_BUNDLE_LIMIT_BYTES = 1_500_000;

/**
 * SST v2's `nodejs` function props. ESM, minified, for Node 22. `sourcemap` is left unset on purpose: SST then
 * builds the map beside the bundle and ships it as its own gzipped asset (for the SST Console), never inside the
 * function's code. `sst/node/config` imports `@aws-sdk/client-ssm`, which sst pins to an older SDK line whose
 * credential chain drags in STS, SSO and SSO-OIDC clients (~1 MB unminified); the alias resolves it to the functions'
 * own copy, on the same SDK line as every other client, so a bundle holds one SDK.
 */
export const LAMBDA_NODEJS = {
  format: 'esm',
  minify: true,
  esbuild: {
    target: 'node22',
    alias: { '@aws-sdk/client-ssm': ownPackage('@aws-sdk/client-ssm') },
    // Loaded on first use by the Dialogflow adapter only, from the function's node_modules: its generated protos
    // alone are 1.4 MB (docs/decisions/054).
    external: ['@google-cloud/dialogflow'],
  },
};

/** SST's banner for ESM bundles: CommonJS dependencies still find `require` and `__dirname`. */
const banner = [
  `import { createRequire as topLevelCreateRequire } from 'module';`,
  `const require = topLevelCreateRequire(import.meta.url);`,
  `import { fileURLToPath as topLevelFileUrlToPath, URL as topLevelURL } from "url"`,
  `const __dirname = topLevelFileUrlToPath(new topLevelURL(".", import.meta.url))`,
].join('\n');

/**
 * The esbuild options SST (sst/runtime/handlers/node.js, deploy mode) derives from LAMBDA_NODEJS: a bundle with
 * native modules outside, names kept, a linked source map (SST moves it out of the code), the props above on top.
 */
export const LAMBDA_ESBUILD = {
  bundle: true,
  platform: 'node',
  format: LAMBDA_NODEJS.format,
  mainFields: ['module', 'main'],
  keepNames: true,
  sourcemap: true,
  minify: LAMBDA_NODEJS.minify,
  banner: { js: banner },
  ...LAMBDA_NODEJS.esbuild,
  external: ['sharp', 'pg-native', ...LAMBDA_NODEJS.esbuild.external],
};

/** The folder of a package as the functions workspace resolves it. */
function ownPackage(name) {
  return dirname(createRequire(functionsPackage).resolve(`${name}/package.json`));
}
