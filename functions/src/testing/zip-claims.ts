/** Test helper (docs/decisions/047): a zip whose directory lies about its sizes, as a zip bomb's does. */

/** The same file, its first central directory entry claiming `size` bytes once inflated. */
export function claimingSize(bytes: Uint8Array, size: number): Uint8Array {
  const copy = new Uint8Array(bytes);
  const view = new DataView(copy.buffer);
  for (let at = 0; at + 4 <= copy.length; at++) {
    if (view.getUint32(at, true) === 0x02014b50) {
      view.setUint32(at + 24, size, true);
      return copy;
    }
  }
  throw new Error('no central directory');
}
