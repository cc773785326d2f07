import { mediaKindOf } from '../simulator-logic';
import type { CustomerMessageInput } from '../simulator-types';

/** A picked file as the simulator API takes it: its kind by mimetype and its bytes as base64 in the JSON body. */
export async function readAttachment(file: File): Promise<NonNullable<CustomerMessageInput['media']>> {
  const dataUrl = await new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
  const mimetype = file.type || 'application/octet-stream';
  return { kind: mediaKindOf(mimetype), mimetype, fileName: file.name, data: dataUrl.slice(dataUrl.indexOf(',') + 1) };
}
