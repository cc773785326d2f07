/**
 * The total uncompressed size a zip (an .xlsx) declares in its central directory, read before anything is
 * inflated, so a small file that would inflate to gigabytes (a zip bomb) is refused first. Undefined when the
 * directory cannot be read or uses zip64 sizes (no spreadsheet this feature accepts needs them).
 */
export function declaredUnzippedSize(bytes: Uint8Array): number | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const end = findEndOfDirectory(view);
  if (end === undefined) return undefined;
  const entries = view.getUint16(end + 10, true);
  let offset = view.getUint32(end + 16, true);
  let total = 0;
  for (let index = 0; index < entries; index++) {
    if (offset + 46 > view.byteLength || view.getUint32(offset, true) !== 0x02014b50) return undefined;
    const size = view.getUint32(offset + 24, true);
    if (size === 0xffffffff) return undefined;
    total += size;
    offset +=
      46 + view.getUint16(offset + 28, true) + view.getUint16(offset + 30, true) + view.getUint16(offset + 32, true);
  }
  return total;
}

/** The end-of-central-directory record: 22 bytes plus a comment of up to 64 KiB at the end of the file. */
function findEndOfDirectory(view: DataView): number | undefined {
  const last = view.byteLength - 22;
  for (let at = last; at >= 0 && at >= last - 0xffff; at--) {
    if (view.getUint32(at, true) === 0x06054b50) return at;
  }
  return undefined;
}
