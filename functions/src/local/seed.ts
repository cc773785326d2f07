import { createCompanyWithAdmin } from '../domain/companies/create-company.js';
import type { Deps } from '../platform/deps.js';
import { isConditionFailure } from '../platform/table.js';

export interface SeedOptions {
  adminEmail: string;
  adminPassword: string;
}

const SEED_MARKER = { pk: 'SEED', sk: 'SEED' };

/** On first start: a plan, a company and its super admin, guarded by a marker so it happens once. */
export async function ensureSeed(deps: Deps, options: SeedOptions): Promise<'seeded' | 'present'> {
  if (await deps.table.get(SEED_MARKER)) return 'present';
  try {
    await createCompanyWithAdmin(
      deps,
      { companyName: 'Empresa 1', adminEmail: options.adminEmail, adminPassword: options.adminPassword, super: true },
      [
        {
          Put: {
            TableName: deps.table.name,
            Item: { ...SEED_MARKER },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
      ],
    );
    return 'seeded';
  } catch (error) {
    if (isConditionFailure(error)) return 'present';
    throw error;
  }
}
