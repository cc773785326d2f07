type Level = 'info' | 'warn' | 'error';

let silenced = false;

/**
 * From here on nothing is logged: `npm start` calls it when the operator stops the product, so the parts that are
 * shutting down (a poll meeting the closed database) do not print failures nobody can act on (issue 14).
 */
export function silenceLogs(): void {
  silenced = true;
}

/** One JSON line per record, so CloudWatch and a terminal read the same thing. */
export function log(level: Level, fields: Record<string, unknown>): void {
  if (silenced || process.env.LOG_LEVEL === 'silent') return;
  const line = JSON.stringify({ level, time: new Date().toISOString(), ...fields });
  if (level === 'error') console.error(line);
  else console.log(line);
}
