import { describe, expect, it } from 'vitest';
import { turnedFinished } from './use-finished-reload';

describe('the report’s reload after the finish (spec 3 §4)', () => {
  it('is due when a status seen on the page turns FINALIZADA, not for a campaign opened finished', () => {
    expect(turnedFinished('EM_ANDAMENTO', 'FINALIZADA')).toBe(true);
    expect(turnedFinished(undefined, 'FINALIZADA')).toBe(false);
    expect(turnedFinished('FINALIZADA', 'FINALIZADA')).toBe(false);
    expect(turnedFinished('PROGRAMADA', 'EM_ANDAMENTO')).toBe(false);
  });
});
