import type { QuickMessageAnswer } from '@domain/quick-messages/schema';

type Fetch = (url: string) => Promise<Pick<Response, 'ok' | 'status' | 'blob'>>;

/**
 * A quick message's attachment as a File for the input's attachment tray: fetched through its signed link, named
 * as stored, so it goes out with the text as its caption through the normal send path. Null without one.
 */
export async function quickMessageFile(
  quickMessage: Pick<QuickMessageAnswer, 'mediaUrl' | 'mediaName'>,
  fetchUrl: Fetch = (url) => fetch(url),
): Promise<File | null> {
  if (!quickMessage.mediaUrl) return null;
  const response = await fetchUrl(quickMessage.mediaUrl);
  if (!response.ok) throw new Error(`attachment fetch failed: ${response.status}`);
  const blob = await response.blob();
  return new File([blob], quickMessage.mediaName ?? 'arquivo', { type: blob.type });
}
