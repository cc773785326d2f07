import type { Deps } from '../../platform/deps.js';
import { log } from '../../platform/log.js';
import { listCompanies } from '../companies/repo.js';
import type { AnnouncementRecord } from './repo.js';
import type { AnnouncementAnswer } from './schema.js';
import { answerOf } from './answer.js';

/** Spec 3 §7: the announcement channel of each company. */
export const announcementChannel = (companyId: string) => `company-${companyId}-announcement`;

export type AnnouncementEvent =
  { action: 'create' | 'update'; record: AnnouncementAnswer } | { action: 'delete'; id: string };

/** Companies told at once: the fan-out stays within the table's read budget. */
const FAN_OUT = 10;

/**
 * Sends the event to every socket of every company (docs/decisions/051): announcements are the platform's, and the
 * socket registry is partitioned by company, so each company's sockets are read once. Writes are rare (a super
 * user's notices), so one read of the companies index per write is acceptable. A failing company is logged.
 */
export async function broadcastAnnouncement(deps: Deps, event: AnnouncementEvent): Promise<void> {
  const companies = await listCompanies(deps.table);
  for (let start = 0; start < companies.length; start += FAN_OUT) {
    await Promise.all(
      companies.slice(start, start + FAN_OUT).map(({ id }) =>
        deps.realtime.publish(id, announcementChannel(id), event).catch((error: unknown) => {
          log('warn', { where: 'announcements.broadcast', companyId: id, error: String(error) });
        }),
      ),
    );
  }
}

/** Tells everybody of the created or changed announcement and answers it. */
export async function publishAnnouncement(
  deps: Deps,
  action: 'create' | 'update',
  record: AnnouncementRecord,
): Promise<AnnouncementAnswer> {
  const answer = answerOf(record);
  await broadcastAnnouncement(deps, { action, record: answer });
  return answer;
}
