import { synthesize, transcribe, VOICE_NOTE_MIME, type SpeechCredentials } from '../../platform/ai/speech.js';
import { unseal } from '../../platform/crypto/sealed.js';
import type { Deps } from '../../platform/deps.js';
import { newId } from '../../platform/ids.js';
import { log } from '../../platform/log.js';
import type { ContactRecord } from '../contacts/repo.js';
import type { MessageRecord } from '../messages/record.js';
import { sendAutomatic } from '../messages/send.js';
import { outgoingBlobKey } from '../messages/uploads.js';
import type { TicketRecord } from '../tickets/repo.js';
import type { PromptRecord } from './repo.js';
import { TEXT_VOICE } from './schema.js';

/** The prompt's speech settings when it speaks (a voice other than 'texto', a key and a region), else none. */
function speechOf(deps: Deps, prompt: PromptRecord): SpeechCredentials | undefined {
  if (prompt.voice === TEXT_VOICE || !prompt.voiceKeySealed || !prompt.voiceRegion) return undefined;
  return { key: unseal(deps.config.dataKey, prompt.voiceKeySealed), region: prompt.voiceRegion };
}

/**
 * The answer also as a voice note, through the media send path. A speech failure costs only the audio: the text
 * went already, so it is logged, not handed over.
 */
export async function sendVoiceNote(
  deps: Deps,
  at: { ticket: TicketRecord; contact: ContactRecord; prompt: PromptRecord },
  text: string,
): Promise<void> {
  try {
    const speech = speechOf(deps, at.prompt);
    if (!speech) return;
    const audio = await synthesize(speech, at.prompt.voice, text);
    const id = newId();
    const blobKey = outgoingBlobKey(at.ticket, id);
    await deps.blobs.put(blobKey, audio, VOICE_NOTE_MIME);
    await sendAutomatic(deps, at.ticket, '', {
      contact: at.contact,
      fields: { id, blobKey, mimetype: VOICE_NOTE_MIME, mediaName: 'resposta.ogg', mediaType: 'audio' },
    });
  } catch (error) {
    log('warn', { where: 'assistant-voice', ticketId: at.ticket.id, error: String(error) });
  }
}

/** What the customer said in a voice note, when the prompt speaks and the audio is stored; undefined otherwise. */
export async function heardText(deps: Deps, prompt: PromptRecord, message: MessageRecord) {
  if (message.mediaType !== 'audio' || !message.blobKey || message.mediaPending) return undefined;
  try {
    const speech = speechOf(deps, prompt);
    const audio = speech && (await deps.blobs.get(message.blobKey));
    if (!speech || !audio) return undefined;
    return (await transcribe(speech, audio.data, message.mimetype ?? audio.contentType)) || undefined;
  } catch (error) {
    log('warn', { where: 'assistant-voice', messageId: message.id, error: String(error) });
    return undefined;
  }
}
