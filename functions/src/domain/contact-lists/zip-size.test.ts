import { describe, expect, it } from 'vitest';
import writeXlsxFile from 'write-excel-file/node';
import { claimingSize } from '../../testing/zip-claims.js';
import { declaredUnzippedSize } from './zip-size.js';

const xlsx = async () => new Uint8Array(await writeXlsxFile([[{ value: 'Nome' }], [{ value: 'Ana' }]]).toBuffer());

describe('declaredUnzippedSize', () => {
  it('sums the sizes an .xlsx declares before inflating anything', async () => {
    const file = await xlsx();
    const size = declaredUnzippedSize(file);
    expect(size).toBeGreaterThan(file.length);
    expect(declaredUnzippedSize(claimingSize(file, 0x7fff_0000))).toBeGreaterThan(0x7fff_0000);
  });

  it('answers undefined for what is no zip, a cut one, or zip64 sizes', async () => {
    expect(declaredUnzippedSize(new TextEncoder().encode('nome;numero'))).toBeUndefined();
    const file = await xlsx();
    expect(declaredUnzippedSize(file.slice(0, file.length - 30))).toBeUndefined();
    expect(declaredUnzippedSize(claimingSize(file, 0xffff_ffff))).toBeUndefined();
  });
});
