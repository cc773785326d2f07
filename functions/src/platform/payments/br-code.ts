/**
 * The Pix "copia e cola" text: an EMV® QRCPS merchant-presented payload as the Banco Central's BR Code manual
 * defines it (docs/decisions/034). Fields are ID (2 digits) + length (2 digits) + value, in ID order, closed by a
 * CRC16-CCITT (polynomial 0x1021, initial 0xFFFF) over everything before it, including "6304".
 */

export interface BrCodeInput {
  /** The receiver's Pix key (e-mail, phone +55…, CPF/CNPJ digits or a random EVP key). */
  key: string;
  /** Amount in centavos; omitted, the payer types it. */
  amountCents?: number;
  /** Receiver's name as the payer's bank shows it (up to 25 characters, accents dropped). */
  merchantName: string;
  /** Receiver's city (up to 15 characters, accents dropped). */
  merchantCity: string;
  /** Reference label (field 62-05): up to 25 letters and digits; `***` when absent. */
  txid?: string;
  /** A free text for the payer inside the account field (26-02). */
  description?: string;
  /** Point of initiation (field 01): 11 may be paid many times, 12 once; absent, the field is left out. */
  initiation?: 'reusable' | 'single-use';
}

const PIX_GUI = 'br.gov.bcb.pix';
const REFERENCE_LABEL = /^[A-Za-z0-9]{1,25}$/;
/** Field 54 holds at most 13 characters: 9 999 999 999.99 is the largest amount. */
const MAX_AMOUNT_CENTS = 999_999_999_999;

/** The BR Code for `input`; throws on values the format cannot hold. */
export function encodeBrCode(input: BrCodeInput): string {
  const account = field('00', PIX_GUI) + field('01', input.key) + optional('02', input.description);
  const txid = input.txid ?? '***';
  if (txid !== '***' && !REFERENCE_LABEL.test(txid)) throw new RangeError(`Invalid BR Code txid ${txid}`);
  const payload =
    field('00', '01') +
    (input.initiation ? field('01', input.initiation === 'single-use' ? '12' : '11') : '') +
    field('26', account) +
    field('52', '0000') +
    field('53', '986') +
    (input.amountCents === undefined ? '' : field('54', formatCents(input.amountCents))) +
    field('58', 'BR') +
    field('59', plainText(input.merchantName, 25)) +
    field('60', plainText(input.merchantCity, 15)) +
    field('62', field('05', txid)) +
    '6304';
  return payload + crc16(payload);
}

/** "1234.50" for 123450 centavos: the decimal form BR Codes and the Pix API use. */
export function formatCents(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents <= 0 || cents > MAX_AMOUNT_CENTS) {
    throw new RangeError(`Invalid amount ${cents} (centavos)`);
  }
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** 123450 for "1234.50" (or "1234.5"); undefined when the text is not a positive amount with up to 2 decimals. */
export function parseCents(text: unknown): number | undefined {
  if (typeof text !== 'string') return undefined;
  const match = /^(\d{1,10})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return undefined;
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return cents > 0 ? cents : undefined;
}

/** CRC16-CCITT-FALSE of the text's UTF-8 bytes, as 4 upper-case hex digits. */
export function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** Whether a BR Code's last four characters are the CRC of what precedes them. */
export function hasValidCrc(code: string): boolean {
  return code.length > 8 && code.slice(-8, -4) === '6304' && crc16(code.slice(0, -4)) === code.slice(-4);
}

function field(id: string, value: string): string {
  const length = Buffer.byteLength(value, 'utf8');
  if (length === 0 || length > 99) throw new RangeError(`BR Code field ${id} must hold 1 to 99 bytes`);
  return id + String(length).padStart(2, '0') + value;
}

function optional(id: string, value: string | undefined): string {
  return value ? field(id, value) : '';
}

/** Names and cities travel as plain ASCII: accents dropped, cut to the field's size. */
function plainText(text: string, max: number): string {
  const ascii = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '')
    .trim();
  return ascii.slice(0, max).trim();
}
