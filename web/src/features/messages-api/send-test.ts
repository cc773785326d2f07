import { errorMessage } from '../../lib/api-error';
import { translateErrorCode } from '../../lib/i18n';
import type { TestSend } from './test-forms';

/** The public send endpoint (docs/decisions/055), on this site. */
export const SEND_PATH = '/api/messages/send';

/**
 * Sends through the public API as an integrator would: the token typed in the form is the credential, not the
 * user's session (so the app's client, which adds the session, is not used). A refusal throws its message.
 */
export async function sendTest({ token, number, body, file }: TestSend): Promise<{ id: string }> {
  const headers: Record<string, string> = { authorization: `Bearer ${token.trim()}` };
  let payload: BodyInit;
  if (file) {
    const form = new FormData();
    form.append('number', number);
    if (body) form.append('body', body);
    form.append('medias', file);
    payload = form;
  } else {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify({ number, body });
  }
  const response = await fetch(SEND_PATH, { method: 'POST', headers, body: payload });
  const answer: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw new Error(errorMessage(answer, translateErrorCode));
  return answer as { id: string };
}
