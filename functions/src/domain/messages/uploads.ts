import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { assertBlobKey } from '../../platform/blobs/blob-key.js';
import type { Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { assertUploadAllowed } from '../../platform/uploads/upload-policy.js';
import type { TicketRecord } from '../tickets/repo.js';
import { mediaTypeOfMime, type MessageContent } from './content.js';
import { MAX_MEDIA_BYTES } from './schema.js';

/** Files one POST may carry. */
export const MAX_MEDIAS_PER_MESSAGE = 10;
/** The request as a whole (multipart overhead included): a few full-size files, never a flood. */
export const MAX_UPLOAD_REQUEST_BYTES = 3 * MAX_MEDIA_BYTES + 1024 * 1024;

export interface Upload {
  /** The form's file; its bytes are read once, as a stream, into the BlobStore. */
  file: File;
  mimetype: string;
  fileName: string;
}

const invalid = (message: string) => new AppError('ERR_VALIDATION', 400, message);

/** The `medias` files and `body` caption of a multipart form, checked. */
export async function readUploads(form: Record<string, unknown>): Promise<{ uploads: Upload[]; caption: string }> {
  const raw = form.medias;
  const files = (Array.isArray(raw) ? raw : raw === undefined ? [] : [raw]).filter(
    (value): value is File => value instanceof File,
  );
  if (files.length === 0) throw invalid('Anexe ao menos um arquivo em medias');
  if (files.length > MAX_MEDIAS_PER_MESSAGE) throw invalid(`No máximo ${MAX_MEDIAS_PER_MESSAGE} arquivos por vez`);
  const caption = typeof form.body === 'string' ? form.body : '';
  if (caption.length > 65_536) throw invalid('Too Long!');
  const uploads = await Promise.all(files.map(readUpload));
  return { uploads, caption };
}

async function readUpload(file: File): Promise<Upload> {
  if (file.size === 0) throw invalid(`O arquivo ${file.name} está vazio`);
  if (file.size > MAX_MEDIA_BYTES) {
    throw new AppError('ERR_PAYLOAD_TOO_LARGE', 413, `Arquivo maior que ${MAX_MEDIA_BYTES / 1024 / 1024} MB`);
  }
  // The name is only shown; path parts a browser might send are not kept.
  const fileName = (file.name.split(/[\\/]/).pop() ?? '').slice(0, 255) || 'arquivo';
  // Stored and sent as what its bytes are, whatever type the browser declared (docs/decisions/021).
  const { mimetype } = await assertUploadAllowed('messageMedia', file, fileName);
  return { file, mimetype, fileName };
}

/** Where an outgoing file of a message lives in the BlobStore. */
export function outgoingBlobKey(ticket: Pick<TicketRecord, 'companyId' | 'whatsappId'>, messageId: string): string {
  const key = `media/${ticket.companyId}/${ticket.whatsappId}/out/${messageId}`;
  assertBlobKey(key);
  return key;
}

/** Puts the file under its message's key; answers the message's media fields. */
export async function storeUpload(
  deps: Pick<Deps, 'blobs'>,
  ticket: Pick<TicketRecord, 'companyId' | 'whatsappId'>,
  messageId: string,
  upload: Upload,
): Promise<Omit<MessageContent, 'body'>> {
  const blobKey = outgoingBlobKey(ticket, messageId);
  // Streamed with the same cap the size check applied: the store never takes more than it, whatever the form said.
  const stream = Readable.fromWeb(upload.file.stream() as WebReadableStream<Uint8Array>);
  await deps.blobs.putStream(blobKey, stream, upload.mimetype, { maxBytes: MAX_MEDIA_BYTES });
  return {
    mediaType: mediaTypeOfMime(upload.mimetype).mediaType,
    blobKey,
    mimetype: upload.mimetype,
    mediaName: upload.fileName,
  };
}
