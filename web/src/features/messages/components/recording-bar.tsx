import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icons';
import { formatDuration } from '../message-input-logic';

interface RecordingBarProps {
  startedAt: number;
  onSend: () => void;
  onCancel: () => void;
}

/** While recording: the mm:ss timer, cancel (discard) and send. */
export function RecordingBar({ startedAt, onSend, onCancel }: RecordingBarProps) {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 500);
    return () => clearInterval(timer);
  }, []);

  return (
    <div className="msg-recording" data-testid="recording-bar">
      <button
        type="button"
        className="icon-button danger"
        aria-label={t('conversation.input.cancelRecording')}
        title={t('conversation.input.cancelRecording')}
        onClick={onCancel}
        data-testid="cancel-recording"
      >
        <Icon name="close" size={18} />
      </button>
      <span className="msg-recording-dot" aria-hidden="true" />
      <span className="msg-recording-label">{t('conversation.input.recording')}</span>
      <time className="msg-recording-timer" data-testid="recording-timer">
        {formatDuration((now - startedAt) / 1000)}
      </time>
      <button
        type="button"
        className="icon-button msg-send-button"
        aria-label={t('conversation.input.sendRecording')}
        title={t('conversation.input.sendRecording')}
        onClick={onSend}
        data-testid="send-recording"
      >
        <Icon name="send" size={18} />
      </button>
    </div>
  );
}
