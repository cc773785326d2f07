import { describe, expect, it } from 'vitest';
import { en } from './en';
import { es } from './es';
import { pt } from './pt';

/** Every text of a catalogue, however deep its key. */
function texts(catalogue: object): string[] {
  return Object.values(catalogue).flatMap((value: unknown) =>
    typeof value === 'string' ? [value] : value && typeof value === 'object' ? texts(value) : [],
  );
}

/** A label a person meets on several screens, written one way in each language (issue 14 point 12). */
const labels = [
  ['pt', pt, ['Sem fila', 'Mensagem automática']],
  ['en', en, ['No queue', 'Automatic message']],
  ['es', es, ['Sin cola', 'Mensaje automático']],
] as const;

describe('copy consistency', () => {
  it.each(labels)('%s writes each shared label in one case everywhere', (_, catalogue, written) => {
    for (const label of written) {
      const otherCases = texts(catalogue).filter(
        (text) => text.toLowerCase() === label.toLowerCase() && text !== label,
      );
      expect(otherCases, label).toEqual([]);
    }
  });
});
