import { describe, expect, it } from 'vitest';
import { crc16, encodeBrCode, formatCents, hasValidCrc, parseCents } from './br-code.js';

// Published codes whose CRC was checked independently (Python's binascii.crc_hqx with initial 0xFFFF).
/** The Banco Central's BR Code manual example: a random key, no amount. */
const BCB_MANUAL = [
  '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal',
  '6008BRASILIA62070503***63041D3D',
].join('');
/** A reusable code with a CNPJ key, a description, an amount and a reference label. */
const WITH_TXID = [
  '00020101021126640014br.gov.bcb.pix0114070321760001740224mensalidade associado 10520400005303986540510.005802BR',
  '5925Sociedade Espirita Luz Do6008BRASILIA62170513mensalidade10630400B4',
].join('');
/** A random key with an amount and a reference label. */
const WITH_AMOUNT = [
  '00020126580014br.gov.bcb.pix013635f6734f-2587-4139-8e9b-0ed7a4436a7a520400005303986540510.005802BR',
  '5924RICHARD ESLEY S OLIVEIRA6008BRASILIA62130509FATELIGHT6304428B',
].join('');

describe('crc16', () => {
  it('is CRC16-CCITT-FALSE: the check value of "123456789" is 29B1', () => {
    expect(crc16('123456789')).toBe('29B1');
  });

  it('reproduces the CRC of published codes', () => {
    for (const code of [BCB_MANUAL, WITH_TXID, WITH_AMOUNT]) expect(hasValidCrc(code)).toBe(true);
  });

  it('refuses a code with one character changed', () => {
    expect(hasValidCrc(BCB_MANUAL.replace('Fulano', 'Fulana'))).toBe(false);
  });
});

describe('encodeBrCode', () => {
  it("encodes the Banco Central manual's example byte for byte", () => {
    const code = encodeBrCode({
      key: '123e4567-e12b-12d1-a456-426655440000',
      merchantName: 'Fulano de Tal',
      merchantCity: 'BRASILIA',
    });
    expect(code).toBe(BCB_MANUAL);
  });

  it('encodes a reusable code with amount, description and txid byte for byte', () => {
    const code = encodeBrCode({
      key: '07032176000174',
      description: 'mensalidade associado 10',
      amountCents: 1000,
      merchantName: 'Sociedade Espirita Luz Do Caminho',
      merchantCity: 'BRASILIA',
      txid: 'mensalidade10',
      initiation: 'reusable',
    });
    expect(code).toBe(WITH_TXID);
  });

  it('encodes a random key with an amount and a txid byte for byte', () => {
    const code = encodeBrCode({
      key: '35f6734f-2587-4139-8e9b-0ed7a4436a7a',
      amountCents: 1000,
      merchantName: 'RICHARD ESLEY S OLIVEIRA',
      merchantCity: 'BRASILIA',
      txid: 'FATELIGHT',
    });
    expect(code).toBe(WITH_AMOUNT);
  });

  it('writes names and cities without accents, cut to their field sizes', () => {
    const code = encodeBrCode({
      key: 'a@b.co',
      merchantName: 'Balcão Atendimento São João Ltda',
      merchantCity: 'São José dos Campos',
    });
    expect(code).toContain('5925Balcao Atendimento Sao Jo6015Sao Jose dos Ca62');
    expect(hasValidCrc(code)).toBe(true);
  });

  it('refuses a txid the reference label cannot hold', () => {
    const base = { key: 'a@b.co', merchantName: 'X', merchantCity: 'Y' };
    expect(() => encodeBrCode({ ...base, txid: 'A'.repeat(26) })).toThrow(RangeError);
    expect(() => encodeBrCode({ ...base, txid: 'with-dash' })).toThrow(RangeError);
  });
});

describe('amounts', () => {
  it('formats centavos with two decimals and reads them back', () => {
    expect(formatCents(123450)).toBe('1234.50');
    expect(formatCents(7)).toBe('0.07');
    expect(parseCents('1234.50')).toBe(123450);
    expect(parseCents('10.5')).toBe(1050);
    expect(parseCents('10')).toBe(1000);
  });

  it('refuses amounts that are not positive centavos', () => {
    expect(() => formatCents(0)).toThrow(RangeError);
    expect(() => formatCents(10.5)).toThrow(RangeError);
    expect(parseCents('0.00')).toBeUndefined();
    expect(parseCents('1,50')).toBeUndefined();
    expect(parseCents(12)).toBeUndefined();
  });
});
