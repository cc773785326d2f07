import { DEFAULT_CAMPAIGN_SETTINGS, type CampaignSettings } from '@domain/campaigns/schema';

/** One entry of GET /campaign-settings (spec 3 §7): a key and its value as JSON text. */
export interface CampaignSettingEntry {
  key: string;
  value: string;
}

type Variable = CampaignSettings['variables'][number];

/** The settings from the API's entries: each known key's JSON value, the default where one is missing or unreadable. */
export function settingsFromEntries(entries: readonly CampaignSettingEntry[]): CampaignSettings {
  const settings: CampaignSettings = { ...DEFAULT_CAMPAIGN_SETTINGS, variables: [] };
  for (const { key, value } of entries) {
    const parsed = parseJson(value);
    if (key === 'variables' && Array.isArray(parsed)) settings.variables = parsed.filter(isVariable);
    else if (key in settings && key !== 'variables' && typeof parsed === 'number') {
      Object.assign(settings, { [key]: parsed });
    }
  }
  return settings;
}

export type VariableError = 'required' | 'duplicate';

/**
 * Spec 3 §5: a variable is added only if its shortcut is not already present. The shortcut is written without
 * braces (the table shows it as {key}); braces typed around it are dropped.
 */
export function addVariable(
  variables: readonly Variable[],
  input: { key: string; value: string },
): { ok: true; variables: Variable[] } | { ok: false; error: VariableError } {
  const key = input.key
    .trim()
    .replace(/^\{+|\}+$/g, '')
    .trim();
  if (!key) return { ok: false, error: 'required' };
  if (variables.some((variable) => variable.key === key)) return { ok: false, error: 'duplicate' };
  return { ok: true, variables: [...variables, { key, value: input.value }] };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function isVariable(value: unknown): value is Variable {
  const entry = value as Partial<Variable> | null;
  return typeof entry?.key === 'string' && typeof entry.value === 'string';
}
