import { Config } from 'sst/node/config';
import { ensureSeed } from '../local/seed.js';
import { cloudDeps } from './cloud-deps.js';

declare module 'sst/node/config' {
  export interface SecretResources {
    FIRST_ADMIN_EMAIL: { value: string };
    FIRST_ADMIN_PASSWORD: { value: string };
  }
}

/**
 * Runs when a stage is first deployed (stacks/Api.ts, an SST Script): the first company and its super admin
 * from the FIRST_ADMIN_* secrets. A marker item makes any later run a no-op, so changing the secrets afterwards
 * changes nobody's password; unset secrets fail the deploy with their names.
 */
export async function handler(): Promise<{ seed: 'seeded' | 'present' }> {
  const seed = await ensureSeed(cloudDeps(), {
    adminEmail: Config.FIRST_ADMIN_EMAIL,
    adminPassword: Config.FIRST_ADMIN_PASSWORD,
  });
  return { seed };
}
