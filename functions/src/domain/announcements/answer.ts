import { announcementImageUrl } from './image-name.js';
import type { AnnouncementRecord } from './repo.js';
import type { AnnouncementAnswer } from './schema.js';

/** The announcement as answered: its stored fields and its image's public path. */
export function answerOf(record: AnnouncementRecord): AnnouncementAnswer {
  const { rev: _rev, ...announcement } = record;
  return { ...announcement, mediaUrl: record.mediaPath ? announcementImageUrl(record.mediaPath) : null };
}
