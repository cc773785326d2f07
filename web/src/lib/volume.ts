import { browserStorage, storageKeys, type KeyValueStorage } from './storage';

/** Spec 1 §9: notification volume 0 to 1 in steps of 0.1, default 1. */
export const VOLUME_STEP = 0.1;

export function readVolume(storage: KeyValueStorage = browserStorage()): number {
  const stored = storage.getItem(storageKeys.volume);
  const value = stored === null ? Number.NaN : Number(stored);
  return Number.isFinite(value) ? clampVolume(value) : 1;
}

export function saveVolume(volume: number, storage: KeyValueStorage = browserStorage()): number {
  const clamped = clampVolume(volume);
  storage.setItem(storageKeys.volume, String(clamped));
  return clamped;
}

function clampVolume(value: number): number {
  return Math.round(Math.min(1, Math.max(0, value)) * 10) / 10;
}
