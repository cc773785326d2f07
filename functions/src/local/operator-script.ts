import { Table } from '../platform/table.js';

/**
 * The table of the stage an operator's one-off script runs against (`TABLE_NAME`, with their AWS credentials and
 * `AWS_REGION`); without it the script says what to set and exits.
 */
export function stageTable(what: string): Table {
  const tableName = process.env.TABLE_NAME;
  if (!tableName) {
    console.error(`Set TABLE_NAME to the table of the stage whose ${what}.`);
    process.exit(1);
  }
  return new Table(tableName);
}

/** Whether Ctrl-C was pressed: a resumable script stops between steps and says how to go on. */
export function stopRequested(): () => boolean {
  let stopping = false;
  process.on('SIGINT', () => {
    stopping = true;
  });
  return () => stopping;
}
