import { keys } from '../../platform/keys.js';
import { isConditionFailure, type Table } from '../../platform/table.js';
import type { Help } from './schema.js';

type HelpItem = Help & { pk: string; sk: string; gsi1pk: string; gsi1sk: string };

const indexKeys = (help: Pick<Help, 'id' | 'title'>) => ({
  gsi1pk: keys.helpsIndex,
  gsi1sk: `${help.title.toLowerCase()}#${help.id}`,
});

/** Every help video by title (the platform holds tens of them). */
export async function listHelpRecords(table: Table): Promise<Help[]> {
  const items = await table.queryAll<HelpItem>({
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.helpsIndex },
  });
  return items.map(toHelp);
}

export async function putHelp(table: Table, help: Help): Promise<void> {
  await table.put({ ...keys.help(help.id), ...indexKeys(help), ...help });
}

/** Sets the fields given on an existing help; undefined when there is none. */
export async function updateHelpRecord(
  table: Table,
  helpId: string,
  changes: Partial<Help> & { updatedAt: string },
): Promise<Help | undefined> {
  const fields =
    changes.title === undefined ? changes : { ...changes, ...indexKeys({ id: helpId, title: changes.title }) };
  const entries = Object.entries(fields);
  try {
    const item = await table.update<HelpItem>(keys.help(helpId), {
      UpdateExpression: `SET ${entries.map((_, index) => `#f${index} = :f${index}`).join(', ')}`,
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeNames: Object.fromEntries(entries.map(([field], index) => [`#f${index}`, field])),
      ExpressionAttributeValues: Object.fromEntries(entries.map(([, value], index) => [`:f${index}`, value])),
    });
    return toHelp(item);
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}

/** Removes the help and answers it; undefined when there was none. */
export async function takeHelpRecord(table: Table, helpId: string): Promise<Help | undefined> {
  const item = await table.take<HelpItem>(keys.help(helpId));
  return item ? toHelp(item) : undefined;
}

function toHelp(item: HelpItem): Help {
  const { id, title, description, video, createdAt, updatedAt } = item;
  return { id, title, description: description ?? '', video, createdAt, updatedAt };
}
