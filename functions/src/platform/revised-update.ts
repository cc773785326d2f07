/**
 * Optimistic locking for items edited by read-modify-write: each such item carries a `rev` number, every write
 * sets only the fields it changes, bumps `rev`, and applies only if `rev` is still the one read. A writer that
 * loses answers StaleRecord (see guarded-transact.ts) and re-reads.
 */
export function revisedUpdate(fields: Record<string, unknown>, readRevision: number | undefined) {
  const guard = sameRevision(readRevision);
  const names: Record<string, string> = { ...guard.ExpressionAttributeNames };
  const values: Record<string, unknown> = { ...guard.ExpressionAttributeValues, ':one': 1 };
  const sets = Object.entries(definedFields(fields)).map(([field, value], index) => {
    names[`#f${index}`] = field;
    values[`:f${index}`] = value;
    return `#f${index} = :f${index}`;
  });
  return {
    UpdateExpression: sets.length ? `SET ${sets.join(', ')} ADD #rev :one` : 'ADD #rev :one',
    ConditionExpression: guard.ConditionExpression,
    ExpressionAttributeNames: names,
    ExpressionAttributeValues: values,
  };
}

/** The item exists and is still at the revision read. */
export function sameRevision(readRevision: number | undefined) {
  // Items written before revisions existed have no `rev`; they were read as revision 0.
  const condition = readRevision ? '#rev = :rev' : '(attribute_not_exists(#rev) OR #rev = :rev)';
  return {
    ConditionExpression: `attribute_exists(pk) AND ${condition}`,
    ExpressionAttributeNames: { '#rev': 'rev' },
    ExpressionAttributeValues: { ':rev': readRevision ?? 0 },
  };
}

/** The entries that are set: an absent field of a partial update means "keep what is stored". */
export function definedFields<T extends object>(fields: T): Partial<T> {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as Partial<T>;
}
