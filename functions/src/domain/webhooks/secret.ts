import type { Deps } from '../../platform/deps.js';
import { isSealed, seal, unseal } from '../../platform/crypto/sealed.js';

type SecretDeps = Pick<Deps, 'config'>;

/** An endpoint's secret as stored: sealed under the deployment's data key (docs/decisions/052, 056). */
export function sealSecret(deps: SecretDeps, secret: string): string {
  return seal(deps.config.dataKey, secret);
}

/** The secret a delivery is signed with. */
export function openSecret(deps: SecretDeps, stored: string): string {
  return isSealed(stored) ? unseal(deps.config.dataKey, stored) : stored;
}
