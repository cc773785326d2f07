import type { Deps } from '../../platform/deps.js';
import { newId } from '../../platform/ids.js';
import { assertUploadAllowed } from '../../platform/uploads/upload-policy.js';
import { sendAutomatic } from '../messages/send.js';
import type { ContactRecord } from '../contacts/repo.js';
import { mediaTypeOfMime } from '../messages/content.js';
import { MAX_MEDIA_BYTES } from '../messages/schema.js';
import { outgoingBlobKey } from '../messages/uploads.js';
import type { TicketRecord } from '../tickets/repo.js';
import { IntegrationFailure } from './engine.js';
import { integrationTimeoutMs } from './http-json.js';

/**
 * A file the bot names by URL (a webhook's `mediaUrl`, a Typebot image bubble): fetched with the integrations'
 * time limit and the message size cap, checked by its bytes like an agent's upload (docs/decisions/021), stored
 * under the message's key and sent as the company's message with the caption. IntegrationFailure when it cannot be.
 */
export async function sendMediaFromUrl(
  deps: Deps,
  ticket: TicketRecord,
  media: { mediaUrl: string; caption?: string },
  contact: ContactRecord,
): Promise<void> {
  const bytes = await download(media.mediaUrl);
  const fileName = (new URL(media.mediaUrl).pathname.split('/').pop() ?? '').slice(0, 255) || 'arquivo';
  const { mimetype } = await assertUploadAllowed('messageMedia', bytes, fileName).catch(() => {
    throw new IntegrationFailure('answer', `o arquivo de ${media.mediaUrl} não é de um tipo permitido`);
  });
  const id = newId();
  const blobKey = outgoingBlobKey(ticket, id);
  await deps.blobs.put(blobKey, bytes, mimetype);
  await sendAutomatic(deps, ticket, media.caption ?? '', {
    contact,
    fields: { id, blobKey, mimetype, mediaName: fileName, mediaType: mediaTypeOfMime(mimetype).mediaType },
  });
}

async function download(url: string): Promise<Uint8Array> {
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(integrationTimeoutMs()) });
  } catch (error) {
    throw new IntegrationFailure('unreachable', `não foi possível baixar ${url} (${String(error)})`);
  }
  if (!response.ok) throw new IntegrationFailure('status', `${url} respondeu HTTP ${response.status}`);
  const declared = Number(response.headers.get('content-length'));
  if (declared > MAX_MEDIA_BYTES) throw new IntegrationFailure('answer', `o arquivo de ${url} é grande demais`);
  const bytes = new Uint8Array(await response.arrayBuffer());
  if (bytes.byteLength > MAX_MEDIA_BYTES) throw new IntegrationFailure('answer', `o arquivo de ${url} é grande demais`);
  return bytes;
}
