import type { Message } from '@domain/messages/schema';
import { useEffect, useId, useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AttachmentTray } from '../../../components/attachments/attachment-tray';
import { filesOf } from '../../../components/attachments/pending-files';
import type { PendingFiles } from '../../../components/attachments/use-pending-files';
import { Icon } from '../../../components/ui/icons';
import { useCurrentUser } from '../../../lib/auth/session-provider';
import { browserStorage } from '../../../lib/storage';
import { toast } from '../../../lib/toast';
import { useSendMessage, type OutgoingMessage } from '../api/send-message';
import { useAudioRecorder } from '../hooks/use-audio-recorder';
import { useQuickMessageAutocomplete } from '../hooks/use-quick-message-autocomplete';
import { outgoingBody, readSignOption, saveSignOption, sendsOnKey, visibleRows } from '../message-input-logic';
import { senderName } from '../message-timeline';
import { quickMessageFile } from '../quick-message-file';
import { QuickMessageSuggestions } from './quick-message-suggestions';
import { QuotedMessage } from './quoted-message';
import { RecordingBar } from './recording-bar';

interface MessageInputProps {
  ticketId: string;
  replyTo: Message | null;
  onCancelReply: () => void;
  /** Files picked, pasted or dropped on the conversation, waiting here to be captioned and sent. */
  attachments: PendingFiles;
}

/** Text (Enter sends), quick replies, attachments, voice recording, signature and the reply being written. */
export function MessageInput({ ticketId, replyTo, onCancelReply, attachments }: MessageInputProps) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const [text, setText] = useState('');
  const [sign, setSign] = useState(() => readSignOption(browserStorage()));
  const textarea = useRef<HTMLTextAreaElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const suggestionsId = useId();
  const send = useSendMessage(ticketId);
  // A quick message's attachment joins the tray: the agent sees it and sends it with the text as its caption.
  const quick = useQuickMessageAutocomplete(text, (quickMessage) => {
    setText(quickMessage.message);
    quickMessageFile(quickMessage).then(
      (file) => file && attachments.add([file]),
      () => toast.error(t('conversation.mediaUnavailable')),
    );
  });
  const recorder = useAudioRecorder({
    onRecorded: (file) => post({ files: [file] }),
    onDiscarded: () => toast.warning(t('conversation.input.recordingTooShort')),
    onError: () => toast.error(t('conversation.input.noMicrophone')),
  });

  useEffect(() => {
    if (replyTo) textarea.current?.focus();
  }, [replyTo]);

  /** What was typed stays until the server has stored the message (a failure was toasted). */
  function post(message: OutgoingMessage, clearText = false) {
    send.mutate(message, {
      onSuccess: () => {
        if (clearText) setText('');
        onCancelReply();
      },
    });
  }

  const busy = send.isPending || attachments.sending;
  const hasFiles = attachments.files.length > 0;

  const sendFiles = () =>
    attachments.sendAll(
      (file, caption) => send.mutateAsync({ files: [file], caption }),
      outgoingBody(text, user.name, sign) ?? undefined,
      () => setText(''),
    );

  const submit = () => {
    if (busy) return;
    if (hasFiles) {
      void sendFiles();
      return;
    }
    const body = outgoingBody(text, user.name, sign);
    if (body !== null) post({ body, quotedMsgId: replyTo?.id }, true);
  };

  const onPaste = (event: ClipboardEvent<HTMLTextAreaElement>) => {
    const files = filesOf(event.clipboardData);
    if (files.length === 0) return;
    event.preventDefault();
    attachments.add(files);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (quick.onKeyDown(event)) return;
    if (!sendsOnKey({ key: event.key, shiftKey: event.shiftKey, isComposing: event.nativeEvent.isComposing })) return;
    event.preventDefault();
    submit();
  };

  const toggleSign = () => {
    saveSignOption(browserStorage(), !sign);
    setSign(!sign);
  };

  return (
    <div className="msg-input" data-testid="message-composer">
      {replyTo && (
        <div className="msg-input-reply" data-testid="reply-preview">
          <div className="msg-input-reply-body">
            <span className="muted small">
              {t('conversation.input.replyingTo', {
                name: replyTo.fromMe ? t('conversation.you') : senderName(replyTo),
              })}
            </span>
            <QuotedMessage quoted={replyTo} />
          </div>
          <button
            type="button"
            className="icon-button"
            aria-label={t('conversation.input.cancelReply')}
            onClick={onCancelReply}
            data-testid="cancel-reply"
          >
            <Icon name="close" size={16} />
          </button>
        </div>
      )}
      <AttachmentTray pending={attachments} disabled={busy} />
      <QuickMessageSuggestions
        id={suggestionsId}
        items={quick.items}
        activeIndex={quick.activeIndex}
        onPick={quick.pick}
      />
      {recorder.state.status === 'recording' ? (
        <RecordingBar startedAt={recorder.state.startedAt} onSend={recorder.send} onCancel={recorder.cancel} />
      ) : (
        <div className="msg-input-row">
          <button
            type="button"
            className={`icon-button msg-sign-toggle${sign ? ' on' : ''}`}
            aria-pressed={sign}
            aria-label={t('conversation.input.sign')}
            title={t('conversation.input.sign')}
            onClick={toggleSign}
            data-testid="sign-toggle"
          >
            <Icon name="signature" size={18} />
          </button>
          <button
            type="button"
            className="icon-button"
            aria-label={t('conversation.input.attach')}
            title={t('conversation.input.attach')}
            onClick={() => fileInput.current?.click()}
            disabled={busy}
            data-testid="attach-file"
          >
            <Icon name="paperclip" size={18} />
          </button>
          <input
            ref={fileInput}
            type="file"
            multiple
            hidden
            onChange={(event) => {
              attachments.add(Array.from(event.target.files ?? []));
              event.target.value = '';
            }}
            data-testid="attach-file-input"
          />
          <textarea
            ref={textarea}
            className="input msg-textarea"
            rows={visibleRows(text)}
            value={text}
            placeholder={t(hasFiles ? 'conversation.attachments.caption' : 'conversation.input.placeholder')}
            aria-label={t(hasFiles ? 'conversation.attachments.caption' : 'conversation.input.placeholder')}
            aria-controls={quick.items.length > 0 ? suggestionsId : undefined}
            aria-activedescendant={quick.items.length > 0 ? `${suggestionsId}-${quick.activeIndex}` : undefined}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={onKeyDown}
            onPaste={onPaste}
            data-testid="message-input"
          />
          <button
            type="button"
            className="icon-button"
            aria-label={t('conversation.input.record')}
            title={t('conversation.input.record')}
            onClick={recorder.start}
            disabled={recorder.state.status !== 'idle' || busy}
            data-testid="record-audio"
          >
            <Icon name="microphone" size={18} />
          </button>
          <button
            type="button"
            className="icon-button msg-send-button"
            aria-label={t('conversation.input.send')}
            title={t('conversation.input.send')}
            onClick={submit}
            disabled={!(text.trim() || hasFiles) || busy}
            data-testid="send-message"
          >
            <Icon name="send" size={18} />
          </button>
        </div>
      )}
    </div>
  );
}
