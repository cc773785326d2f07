import { useTranslation } from 'react-i18next';
import { Icon } from '../ui/icons';
import { formatFileSize } from './pending-files';
import type { PendingFiles } from './use-pending-files';
import './attachments.css';

/**
 * The files waiting to be sent, above a composer: an image's thumbnail or a file icon, the name and size, a
 * button to remove each and one to remove them all. The composer's text box holds the caption.
 */
export function AttachmentTray({ pending, disabled = false }: { pending: PendingFiles; disabled?: boolean }) {
  const { t, i18n } = useTranslation();
  if (pending.files.length === 0) return null;
  return (
    <div className="attachment-tray" data-testid="attachment-tray">
      <ul className="attachment-tray-items">
        {pending.files.map(({ id, file, previewUrl }) => (
          <li key={id} className="attachment-item" data-testid="attachment-item" data-name={file.name}>
            {previewUrl ? (
              <img className="attachment-thumbnail" src={previewUrl} alt="" data-testid="attachment-thumbnail" />
            ) : (
              <span className="attachment-file-icon" aria-hidden="true">
                <Icon name="files" size={22} />
              </span>
            )}
            <span className="attachment-text">
              <span className="attachment-name" title={file.name} data-testid="attachment-name">
                {file.name}
              </span>
              <span className="muted small" data-testid="attachment-size">
                {formatFileSize(file.size, i18n.language)}
              </span>
            </span>
            <button
              type="button"
              className="icon-button attachment-remove"
              aria-label={t('conversation.attachments.remove', { name: file.name })}
              title={t('conversation.attachments.remove', { name: file.name })}
              disabled={disabled}
              onClick={() => pending.remove(id)}
              data-testid="attachment-remove"
            >
              <Icon name="close" size={14} />
            </button>
          </li>
        ))}
      </ul>
      {pending.files.length > 1 && (
        <button
          type="button"
          className="btn btn-ghost btn-sm attachment-clear"
          disabled={disabled}
          onClick={pending.clear}
          data-testid="attachment-clear"
        >
          {t('conversation.attachments.clear')}
        </button>
      )}
    </div>
  );
}

/** Shown over a conversation while files are dragged over it. */
export function FileDropZone() {
  const { t } = useTranslation();
  return (
    <div className="file-drop-zone" data-testid="file-drop-zone">
      <Icon name="paperclip" size={28} />
      <strong>{t('conversation.attachments.dropHere')}</strong>
    </div>
  );
}
