/**
 * Settings the functions read when a stage sets them in `.env.<stage>` at deploy, each given only when set so the
 * code's default holds otherwise (docs/operations-outside-services.md):
 * - the AI assistant's OpenAI-compatible endpoint, model and timeout, and the speech service's base URL (ADR 052);
 * - the queue integrations' timeout (ADR 053);
 * - `DATA_KEY`, the key that seals the keys companies give us (ADR 052); without it the functions derive one from
 *   `JWT_SECRET`, which then may never be rotated.
 */
export const OPTIONAL_SETTINGS = [
  'OPENAI_BASE_URL',
  'OPENAI_MODEL',
  'OPENAI_TIMEOUT_MS',
  'SPEECH_BASE_URL',
  'INTEGRATION_TIMEOUT_MS',
  'DATA_KEY',
] as const;

export function optionalSettings(env: Record<string, string | undefined> = process.env): Record<string, string> {
  return Object.fromEntries(OPTIONAL_SETTINGS.flatMap((name) => (env[name] ? [[name, env[name]!]] : [])));
}
