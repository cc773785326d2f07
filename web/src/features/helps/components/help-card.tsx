import type { Help } from '@domain/helps/schema';
import { videoThumbnailUrl } from '@domain/helps/video-host';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A help video's card: its thumbnail from the video host, or a plain placeholder when the image cannot load
 * (offline, blocked, a removed video), so the grid keeps its shape either way.
 */
export function HelpCard({ help, onOpen }: { help: Help; onOpen: (help: Help) => void }) {
  const { t } = useTranslation();
  const [broken, setBroken] = useState(false);
  return (
    <li>
      <button
        type="button"
        className="card help-card"
        aria-label={t('helps.watch', { title: help.title })}
        onClick={() => onOpen(help)}
      >
        <span className={`help-thumb${broken ? ' help-thumb-broken' : ''}`}>
          {!broken && (
            <img
              src={videoThumbnailUrl(help.video)}
              alt=""
              loading="lazy"
              referrerPolicy="no-referrer"
              onError={() => setBroken(true)}
            />
          )}
          <span className="help-play" aria-hidden="true" />
        </span>
        <span className="help-card-text">
          <span className="help-card-title">{help.title}</span>
          {help.description && <span className="help-card-description">{help.description}</span>}
        </span>
      </button>
    </li>
  );
}
