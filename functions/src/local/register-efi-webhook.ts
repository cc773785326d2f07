import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { systemClock } from '../platform/clock.js';
import { registerStageWebhook, type StageSettings } from './efi-webhook-registration.js';

/*
 * Registers a deployed stage's payment webhook at Efí (docs/operations-payments.md), with the operator's AWS
 * credentials:
 *   npm run payments:register-webhook -- --stage prod [--api-url https://api.example.com] [--dry-run]
 * The stage's secrets come from SSM as `npx sst secrets set` stored them (a variable of the same name in the
 * environment or `.env.<stage>` wins, for a first try against homologation), its API URL from `.sst/outputs.json`
 * (written by `npx sst deploy`), `EFI_BASE_URL` from `.env.<stage>`. Safe to run again: Efí keeps one URL per key.
 */
const { values } = parseArgs({
  options: { stage: { type: 'string' }, 'api-url': { type: 'string' }, 'dry-run': { type: 'boolean' } },
});
const stage = values.stage;
if (!stage) {
  console.error('Usage: npm run payments:register-webhook -- --stage <stage> [--api-url https://…] [--dry-run]');
  process.exit(2);
}

const root = fileURLToPath(new URL('../../..', import.meta.url));
const { initProject, useProject } = await import('sst/project.js');
await initProject({ stage, root }); // also loads .env, .env.<stage> into process.env, as `sst deploy` does
const { Config } = await import('sst/config.js');
const project = useProject();

async function ssmSecret(key: string, fallback: boolean): Promise<string | undefined> {
  try {
    return await Config.getSecret({ key, fallback });
  } catch (error) {
    if ((error as Error).name === 'ParameterNotFound') return undefined;
    throw error;
  }
}

const settings: StageSettings = {
  secret: async (name) => process.env[name] || (await ssmSecret(name, false)) || (await ssmSecret(name, true)),
  async apiUrl() {
    const file = join(project.paths.out, 'outputs.json');
    const outputs = JSON.parse(await readFile(file, 'utf8').catch(() => '{}')) as Record<string, { ApiUrl?: string }>;
    return outputs[`${stage}-${project.config.name}-Api`]?.ApiUrl;
  },
  env: process.env,
};

try {
  const result = await registerStageWebhook(stage, settings, {
    apiUrl: values['api-url'],
    dryRun: values['dry-run'],
    clock: systemClock,
  });
  console.log(
    result.registered
      ? `Efí now notifies ${result.shown}/pix for the stage ${stage}'s Pix key.`
      : `Would register ${result.shown} (Efí appends /pix); nothing was called.`,
  );
} catch (error) {
  console.error(`Not registered: ${(error as Error).message}`);
  process.exit(1);
}
