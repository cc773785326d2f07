import { isConditionFailure, type Key, type Table } from './table.js';

/** How many attempts a bucket allows per window; the window starts at its first attempt. */
export interface AttemptLimit {
  max: number;
  windowSeconds: number;
}

/** One attempt held in a bucket: it counts as a failure unless released. */
export interface ReservedAttempt {
  /** Gives the attempt back: it succeeded, or was refused before anything was checked. */
  release(): Promise<void>;
}

/** Tries of the reserve loop: a window that ends or starts under a concurrent writer is read again. */
const RESERVE_TRIES = 2;

/**
 * Reserves one attempt in the bucket at `key`, before whatever it limits is checked, so concurrent attempts
 * cannot all read a count under the limit and all go ahead: the count (`failures`: an attempt counts as one
 * until released) is one conditional `ADD`, and an attempt that finds the bucket full is refused (undefined)
 * without being counted. The item expires with its
 * window (TTL `expiresAt`); until DynamoDB removes it, `expiresAt` in the past reads as a new window.
 */
export async function reserveAttempt(
  table: Table,
  key: Key,
  limit: AttemptLimit,
  now: Date,
): Promise<ReservedAttempt | undefined> {
  const nowSeconds = Math.floor(now.getTime() / 1000);
  for (let tries = 0; tries < RESERVE_TRIES; tries += 1) {
    if (await addToLiveWindow(table, key, limit, nowSeconds)) return reserved(table, key);
    if (await startWindow(table, key, limit, nowSeconds)) return reserved(table, key);
  }
  return undefined;
}

async function addToLiveWindow(table: Table, key: Key, limit: AttemptLimit, now: number): Promise<boolean> {
  try {
    await table.update(key, {
      UpdateExpression: 'ADD failures :one',
      ConditionExpression: 'attribute_exists(pk) AND expiresAt > :now AND failures < :max',
      ExpressionAttributeValues: { ':one': 1, ':now': now, ':max': limit.max },
    });
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** Starts a new window holding this attempt, unless a live one exists (it is full, or another writer made it). */
async function startWindow(table: Table, key: Key, limit: AttemptLimit, now: number): Promise<boolean> {
  if (limit.max < 1) return false;
  try {
    await table.put(
      { ...key, failures: 1, expiresAt: now + limit.windowSeconds },
      {
        ConditionExpression: 'attribute_not_exists(pk) OR expiresAt <= :now',
        ExpressionAttributeValues: { ':now': now },
      },
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

function reserved(table: Table, key: Key): ReservedAttempt {
  return {
    async release() {
      try {
        await table.update(key, {
          UpdateExpression: 'ADD failures :minus',
          ConditionExpression: 'attribute_exists(pk) AND failures > :zero',
          ExpressionAttributeValues: { ':minus': -1, ':zero': 0 },
        });
      } catch (error) {
        // The window ended (or was cleared) meanwhile: there is nothing left to give back.
        if (!isConditionFailure(error)) throw error;
      }
    },
  };
}
