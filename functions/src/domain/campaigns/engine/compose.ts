import type { OutboundContent } from '../../../platform/chat/chat-provider.js';
import { mediaTypeOfMime } from '../../messages/content.js';
import type { FileListForSend } from '../../file-lists/read.js';
import type { CampaignRecord } from '../repo.js';
import { CAMPAIGN_MESSAGE_SLOTS, type CampaignSettings } from '../schema.js';
import type { Shipping } from './shipping.js';

/** One part of what a recipient is sent: its id suffix (in the send's localId) and the content. */
export interface Part {
  suffix: string;
  content: OutboundContent;
}

/** The non-empty texts of message1..5 (or confirmationMessage1..5), in slot order. */
function filled(campaign: CampaignRecord, prefix: 'message' | 'confirmationMessage'): string[] {
  return CAMPAIGN_MESSAGE_SLOTS.map((slot) => campaign[`${prefix}${slot}`]).filter((text) => text.trim() !== '');
}

/**
 * Fills a campaign text for one recipient (spec 3 §3): `{nome}` is the recipient's name, and each variable of the
 * campaign settings `{key}` its value. Anything else in braces stays as written.
 */
export function fillVariables(
  text: string,
  recipient: Pick<Shipping, 'name' | 'number' | 'email'>,
  settings: Pick<CampaignSettings, 'variables'>,
): string {
  const values = new Map<string, string>(settings.variables.map((variable) => [variable.key, variable.value]));
  values.set('nome', recipient.name);
  return text.replace(/\{([^{}]+)\}/g, (match, key: string) => values.get(key) ?? match);
}

/** The confirmation request: the recipient's turn among the non-empty confirmation messages. */
export function confirmationParts(campaign: CampaignRecord, shipping: Shipping, settings: CampaignSettings): Part[] {
  const texts = filled(campaign, 'confirmationMessage');
  const text = texts[shipping.ordinal % texts.length] ?? '';
  return [{ suffix: 'c', content: { kind: 'text', body: fillVariables(text, shipping, settings) } }];
}

/**
 * The campaign message: the recipient's turn among message1..5 (rotating), then the campaign's attachment, then
 * the file list's message and each option's file (with its message as caption) or message.
 */
export function messageParts(
  campaign: CampaignRecord,
  shipping: Shipping,
  settings: CampaignSettings,
  fileList: FileListForSend | null,
  attachmentType: string | null,
): Part[] {
  const texts = filled(campaign, 'message');
  const text = texts[shipping.ordinal % texts.length] ?? '';
  const parts: Part[] = [{ suffix: 'm', content: { kind: 'text', body: fillVariables(text, shipping, settings) } }];
  if (campaign.mediaPath && attachmentType) {
    parts.push({ suffix: 'a', content: mediaContent(campaign.mediaPath, attachmentType, campaign.mediaName) });
  }
  if (fileList) {
    if (fileList.message.trim()) {
      parts.push({ suffix: 'l', content: { kind: 'text', body: fillVariables(fileList.message, shipping, settings) } });
    }
    fileList.options.forEach((option, index) => {
      const caption = option.message.trim() ? fillVariables(option.message, shipping, settings) : undefined;
      if (option.mediaPath && option.mediaType) {
        const content = mediaContent(option.mediaPath, option.mediaType, option.fileName);
        parts.push({ suffix: `f${index}`, content: caption ? { ...content, caption } : content });
      } else if (caption) parts.push({ suffix: `f${index}`, content: { kind: 'text', body: caption } });
    });
  }
  return parts;
}

function mediaContent(
  blobKey: string,
  mimetype: string,
  fileName: string | null,
): Extract<OutboundContent, { kind: 'media' }> {
  return {
    kind: 'media',
    media: { kind: mediaTypeOfMime(mimetype).kind, blobKey, mimetype, ...(fileName ? { fileName } : {}) },
  };
}
