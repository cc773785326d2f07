import type { Message } from '@domain/messages/schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icons';
import { Modal } from '../../../components/ui/modal';
import { parseLocation, parseVcards, timeLabel } from '../message-timeline';

interface MessageMediaProps {
  message: Message;
  /** Media changes the list's height once loaded; the list may need to stay at the bottom. */
  onMediaLoad?: () => void;
}

/** The non-text part of a bubble, by media type (spec 1 §2: image, audio, video, location, file, card, call). */
export function MessageMedia({ message, onMediaLoad }: MessageMediaProps) {
  const { t } = useTranslation();
  const { id, mediaType, mediaUrl, mediaName } = message;
  switch (mediaType) {
    case 'image':
      return mediaUrl ? <EnlargeableImage message={message} onLoad={onMediaLoad} /> : null;
    case 'audio':
      return mediaUrl ? (
        <audio className="msg-audio" controls preload="metadata" src={mediaUrl} data-testid={`message-audio-${id}`} />
      ) : null;
    case 'video':
      return mediaUrl ? (
        <video
          className="msg-video"
          controls
          preload="metadata"
          src={mediaUrl}
          onLoadedMetadata={onMediaLoad}
          data-testid={`message-video-${id}`}
        />
      ) : null;
    case 'application':
      return mediaUrl ? (
        <a
          className="msg-card msg-file"
          href={mediaUrl}
          download={mediaName ?? true}
          target="_blank"
          rel="noopener noreferrer"
          data-testid={`message-file-${id}`}
        >
          <Icon name="files" size={20} />
          <span className="msg-card-text">{mediaName || t('conversation.download')}</span>
        </a>
      ) : null;
    case 'locationMessage':
      return <LocationCard message={message} onLoad={onMediaLoad} />;
    case 'vcard':
      return <ContactCards message={message} />;
    case 'call_log':
      return (
        <span className="msg-card msg-call" data-testid={`message-call-${id}`}>
          <Icon name="phone" size={18} />
          {t('conversation.callMissed', { time: timeLabel(message.createdAt) })}
        </span>
      );
    default:
      return null;
  }
}

function EnlargeableImage({ message, onLoad }: { message: Message; onLoad?: () => void }) {
  const { t } = useTranslation();
  const [enlarged, setEnlarged] = useState(false);
  const url = message.mediaUrl ?? '';
  return (
    <>
      <button
        type="button"
        className="msg-image-button"
        aria-label={t('conversation.enlargeImage')}
        onClick={() => setEnlarged(true)}
        data-testid={`message-image-${message.id}`}
      >
        <img className="msg-image" src={url} alt={message.mediaName ?? ''} onLoad={onLoad} />
      </button>
      <Modal
        open={enlarged}
        title={t('conversation.mediaTypes.image')}
        onClose={() => setEnlarged(false)}
        testId="image-viewer"
      >
        <div className="msg-image-viewer">
          <img src={url} alt={message.mediaName ?? ''} />
        </div>
      </Modal>
    </>
  );
}

function LocationCard({ message, onLoad }: { message: Message; onLoad?: () => void }) {
  const { t } = useTranslation();
  const { image, link, description } = parseLocation(message.body);
  return (
    <div className="msg-card msg-location" data-testid={`message-location-${message.id}`}>
      {image && <img className="msg-location-image" src={image} alt="" onLoad={onLoad} />}
      <span className="msg-card-text">
        <Icon name="pin" size={18} />
        {description || t('conversation.mediaTypes.locationMessage')}
      </span>
      {link && (
        <a className="msg-link" href={link} target="_blank" rel="noopener noreferrer">
          {t('conversation.openLocation')}
        </a>
      )}
    </div>
  );
}

function ContactCards({ message }: { message: Message }) {
  return (
    <>
      {parseVcards(message.body).map((card, index) => (
        <div key={index} className="msg-card msg-vcard" data-testid={`message-vcard-${message.id}`}>
          <span className="avatar" aria-hidden="true">
            {(card.name || '?').charAt(0).toUpperCase()}
          </span>
          <span className="msg-card-text">
            <strong>{card.name}</strong>
            <span className="muted small">{card.number}</span>
          </span>
        </div>
      ))}
    </>
  );
}
