import type { Page } from 'playwright-core';

/** The smallest PDF a content check accepts as one. */
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/** A photo as PNG bytes, drawn by the browser (any page, a blank one too): a blue field with a yellow square. */
export async function drawnPng(page: Page, width = 900, height = 600): Promise<Buffer> {
  const base64 = await page.evaluate(
    ({ width, height }) => {
      const canvas = Object.assign(document.createElement('canvas'), { width, height });
      const context = canvas.getContext('2d')!;
      context.fillStyle = '#3b82f6';
      context.fillRect(0, 0, width, height);
      context.fillStyle = '#facc15';
      context.fillRect(width / 3, height / 4, width / 3, height / 2);
      return canvas.toDataURL('image/png').split(',')[1]!;
    },
    { width, height },
  );
  return Buffer.from(base64, 'base64');
}

export interface FileSpec {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/**
 * Dispatches a paste (on `selector`) or a drag over and drop of `files`, as the browser does when a person pastes
 * or drops files: the events carry a DataTransfer holding them.
 */
export function dispatchFiles(
  page: Page,
  selector: string,
  kind: 'paste' | 'dragenter' | 'drop' | 'dragleave',
  files: FileSpec[],
) {
  const encoded = files.map((file) => ({ name: file.name, type: file.mimeType, data: file.buffer.toString('base64') }));
  return page.evaluate(
    ({ selector, kind, encoded }) => {
      const transfer = new DataTransfer();
      for (const file of encoded) {
        const bytes = Uint8Array.from(atob(file.data), (char) => char.charCodeAt(0));
        transfer.items.add(new File([bytes], file.name, { type: file.type }));
      }
      const target = document.querySelector(selector);
      if (!target) throw new Error(`nothing matches ${selector}`);
      const init = { bubbles: true, cancelable: true };
      if (kind === 'paste') {
        target.dispatchEvent(new ClipboardEvent('paste', { ...init, clipboardData: transfer }));
        return;
      }
      if (kind === 'drop') target.dispatchEvent(new DragEvent('dragover', { ...init, dataTransfer: transfer }));
      target.dispatchEvent(new DragEvent(kind, { ...init, dataTransfer: transfer }));
    },
    { selector, kind, encoded },
  );
}
