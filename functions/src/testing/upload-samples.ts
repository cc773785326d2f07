/**
 * The first bytes of real files of each kind, enough for content sniffing (file-type reads the magic numbers): what
 * the upload tests send, named for what they are, whatever name a test then gives them.
 */
const text = (value: string) => new TextEncoder().encode(value);
const padded = (head: number[], size = 600) => Uint8Array.from({ length: size }, (_, i) => head[i] ?? 0x20);
const ascii = (value: string) => [...value].map((char) => char.charCodeAt(0));
const u16 = (value: number) => [value & 0xff, value >> 8];
const u32 = (value: number) => [...u16(value & 0xffff), ...u16(value >>> 16)];

/** A zip with one stored file, `name`: a plain zip for any name but the ones Office files hold. */
function zipOf(name: string, content: string): Uint8Array {
  const data = ascii(content);
  const header = [...ascii('PK\x03\x04'), ...u16(10), ...u16(0), ...u16(0), ...u16(0), ...u16(0), ...u32(0)];
  const sizes = [...u32(data.length), ...u32(data.length), ...u16(name.length), ...u16(0)];
  return Uint8Array.from([...header, ...sizes, ...ascii(name), ...data]);
}

/** An Ogg page whose first packet is an Opus header: a WhatsApp voice note. */
function opusHead(): Uint8Array {
  const page = [...ascii('OggS'), 0, 2, ...new Array<number>(8 + 4 + 4 + 4).fill(0), 1, 19];
  return Uint8Array.from([...page, ...ascii('OpusHead'), 1, 2, 0x38, 0x01, 0x80, 0xbb, 0, 0, 0, 0, 0]);
}

export const sample = {
  jpeg: padded([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, ...ascii('JFIF'), 0x00, 0x01]),
  png: Uint8Array.from([
    ...[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, ...ascii('IHDR'), 0, 0, 0, 1, 0, 0, 0, 1],
    ...[8, 6, 0, 0, 0, 0x1f, 0x15, 0xc4, 0x89, 0, 0, 0, 0, ...ascii('IEND'), 0xae, 0x42, 0x60, 0x82],
  ]),
  gif: padded(ascii('GIF89a\x01\x00\x01\x00')),
  mp4: padded([0, 0, 0, 0x18, ...ascii('ftypisom'), 0, 0, 2, 0, ...ascii('isomiso2')]),
  opus: opusHead(),
  mp3: padded([0xff, 0xfb, 0x90, 0x64], 12_000),
  pdf: text('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n%%EOF\n'),
  exe: padded([...ascii('MZ'), 0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0, 0xff, 0xff]),
  cfb: padded([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], 1024),
  zip: zipOf('contatos.txt', 'name;number\n'),
  html: text('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>\n'),
  svg: text('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>\n'),
  text: text('Olá, segue a lista.\r\n\tObrigado!\n'),
  vcard: text('BEGIN:VCARD\nVERSION:3.0\nFN:Maria\nTEL;type=CELL:+5511999990000\nEND:VCARD\n'),
  csv: text('name;number;email\nMaria;5511999990000;maria@example.com\n'),
  latin1Csv: Uint8Array.from([...ascii('name;number\nJo'), 0xe3, ...ascii('o;5511999990001\n')]),
  nulCsv: Uint8Array.from([...ascii('name;number\n'), 0, ...ascii('x;1\n')]),
  utf16Csv: Uint8Array.from([0xff, 0xfe, ...[...ascii('name;number\n')].flatMap((c) => [c, 0])]),
};
