type Level = 'info' | 'warn' | 'error';

/** One JSON line per record, so CloudWatch and a terminal read the same thing. */
export function log(level: Level, fields: Record<string, unknown>): void {
  if (process.env.LOG_LEVEL === 'silent') return;
  const line = JSON.stringify({ level, time: new Date().toISOString(), ...fields });
  if (level === 'error') console.error(line);
  else console.log(line);
}
