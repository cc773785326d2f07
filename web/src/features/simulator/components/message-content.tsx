import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icons';
import { formatMessage } from '../../messages/format-message';
import { contactCardOf, mapsLink } from '../simulator-logic';
import type { SimulatorMessage } from '../simulator-types';

/**
 * The body of a bubble: media, a location, contact cards, then the text (a caption for media), its `*bold*`,
 * `~strike~`, `_italic_` and ```monospace``` shown as the phone shows them, by the agents' own renderer.
 */
export function MessageContent({ message, onMediaLoad }: { message: SimulatorMessage; onMediaLoad?: () => void }) {
  const { t } = useTranslation();
  const { media, location, vcards, call } = message;
  return (
    <>
      {call && (
        <span className="bubble-file" data-testid="simulator-call-mark">
          <Icon name="connections" size={18} />
          {t(call.status === 'rejected' ? 'simulator.callRejected' : 'simulator.callMark')}
        </span>
      )}
      {media?.kind === 'image' && (
        <a href={media.url} target="_blank" rel="noreferrer">
          <img className="bubble-image" src={media.url} alt={media.fileName ?? ''} onLoad={onMediaLoad} />
        </a>
      )}
      {media?.kind === 'audio' && <audio className="bubble-audio" controls src={media.url} />}
      {media?.kind === 'video' && (
        <video className="bubble-image" controls src={media.url} onLoadedMetadata={onMediaLoad} />
      )}
      {media?.kind === 'document' && (
        <a className="bubble-file" href={media.url} target="_blank" rel="noreferrer" download={media.fileName}>
          <Icon name="files" size={18} />
          {media.fileName || t('simulator.download')}
        </a>
      )}
      {location && (
        <a className="bubble-file" href={mapsLink(location)} target="_blank" rel="noreferrer">
          <Icon name="pin" size={18} />
          {location.description || t('simulator.openLocation')}
        </a>
      )}
      {vcards?.map((vcard, index) => {
        const card = contactCardOf(vcard);
        return (
          <div key={index} className="bubble-contact" data-testid="simulator-contact-card">
            <span className="avatar" aria-hidden="true">
              {(card.name || '?').charAt(0).toUpperCase()}
            </span>
            <span>
              <strong>{card.name}</strong>
              <span className="muted small"> {card.number}</span>
            </span>
          </div>
        );
      })}
      {message.body && <p className="bubble-text">{formatMessage(message.body)}</p>}
    </>
  );
}
