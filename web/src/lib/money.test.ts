import { describe, expect, it } from 'vitest';
import { formatBRL } from './money';

/** Intl separates the symbol with a no-break space. */
const nbsp = (text: string) => text.replace(/\u00a0/g, ' ');

describe('prices in BRL with 2 decimals (spec 2 §9)', () => {
  it('writes reais the way each language reads them', () => {
    expect(nbsp(formatBRL(149.9, 'pt'))).toBe('R$ 149,90');
    expect(nbsp(formatBRL(1234.5, 'pt'))).toBe('R$ 1.234,50');
    expect(formatBRL(149.9, 'en')).toBe('R$149.90');
    expect(nbsp(formatBRL(149.9, 'es'))).toBe('149,90 R$');
  });

  it('reads the Pix amount as the API answers it (text "149.90") and always shows 2 decimals', () => {
    expect(nbsp(formatBRL('149.90', 'pt'))).toBe('R$ 149,90');
    expect(nbsp(formatBRL(50, 'pt'))).toBe('R$ 50,00');
    expect(nbsp(formatBRL(0.1 + 0.2, 'pt'))).toBe('R$ 0,30');
  });

  it('shows nothing for a value it cannot read', () => {
    expect(formatBRL('abc', 'pt')).toBe('');
  });
});
