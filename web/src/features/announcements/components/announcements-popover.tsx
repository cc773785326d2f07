import type { AnnouncementAnswer } from '@domain/announcements/schema';
import { Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { type Intent, useIntent } from '../../../components/ui/load-on-intent';
import { useActiveAnnouncements, useMarkAnnouncementsSeen } from '../api/announcements';
import { ANNOUNCEMENTS_NS } from '../texts';
import { AnnouncementsFace } from './announcements-face';
import './announcements-popover.css';
import './priority-dot.css';

/** The announcements button's popover, loaded on first use: the active ones by priority, each with its image. */
export function AnnouncementsPopover({ unseen, intent }: { unseen: number; intent: Intent }) {
  const { t } = useTranslation(ANNOUNCEMENTS_NS);
  const button = useRef<HTMLButtonElement>(null);
  useIntent(button, intent);
  const active = useActiveAnnouncements();
  const records = active.data?.records ?? [];

  return (
    <Popover className="popover">
      <PopoverButton
        ref={button}
        className="icon-button bell-button"
        aria-label={t('menu.announcements', { ns: 'translation' })}
        title={t('menu.announcements', { ns: 'translation' })}
        data-testid="announcements-button"
      >
        <AnnouncementsFace count={unseen} />
      </PopoverButton>
      <PopoverPanel
        anchor="bottom end"
        className="popover-panel notifications-panel announcements-panel"
        data-testid="announcements-panel"
      >
        <SeenOnOpen unseen={unseen} />
        {!active.isPending && records.length === 0 && <p className="notifications-empty muted">{t('popover.empty')}</p>}
        <ul className="announcements-list">
          {records.map((record) => (
            <AnnouncementItem key={record.id} record={record} />
          ))}
        </ul>
      </PopoverPanel>
    </Popover>
  );
}

function AnnouncementItem({ record }: { record: AnnouncementAnswer }) {
  const { t } = useTranslation(ANNOUNCEMENTS_NS);
  return (
    <li className="announcement-item" data-testid={`announcement-item-${record.id}`}>
      <div className="announcement-item-head">
        <span className={`announcement-priority priority-${record.priority}`} aria-hidden="true" />
        <strong>{record.title}</strong>
        <span className="muted announcement-item-date">{new Date(record.createdAt).toLocaleDateString()}</span>
      </div>
      <p className="announcement-item-text">{record.text}</p>
      {record.mediaUrl && (
        <img
          className="announcement-item-image"
          src={record.mediaUrl}
          alt={t('popover.image', { title: record.title })}
          loading="lazy"
        />
      )}
    </li>
  );
}

/**
 * Mounted while the panel is open: opening it marks the announcements seen (the badge clears), and so does one
 * that arrives while it is open (it shows in the list at once).
 */
function SeenOnOpen({ unseen }: { unseen: number }) {
  const seen = useMarkAnnouncementsSeen();
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current && unseen === 0) return;
    opened.current = true;
    seen.mutate();
    // On opening, then whenever the badge would count again.
  }, [unseen]);
  return null;
}
