import { useEffect, useRef, useState, type ClipboardEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AttachmentTray } from '../../../components/attachments/attachment-tray';
import { filesOf } from '../../../components/attachments/pending-files';
import type { PendingFiles } from '../../../components/attachments/use-pending-files';
import { Icon } from '../../../components/ui/icons';
import { useEditCustomerMessage } from '../api/edit-customer-message';
import { useSendCustomerMessage } from '../api/send-customer-message';
import type { CustomerMessageInput, SimulatorCustomer, SimulatorMessage } from '../simulator-types';
import { ContactForm, LocationForm } from './composer-extras';
import { readAttachment } from './read-attachment';

interface ComposerProps {
  connectionId: string;
  customer: SimulatorCustomer;
  /** A message of the customer being edited; the text box holds its body until saved or cancelled. */
  editing: SimulatorMessage | null;
  onEditDone: () => void;
  /** Files picked, pasted or dropped on the chat, waiting to be captioned and sent. */
  attachments: PendingFiles;
}

type Extra = 'none' | 'location' | 'contact';

export function Composer({ connectionId, customer, editing, onEditDone, attachments }: ComposerProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [extra, setExtra] = useState<Extra>('none');
  const fileInput = useRef<HTMLInputElement>(null);
  const send = useSendCustomerMessage();
  const edit = useEditCustomerMessage();
  const sender = { number: customer.number, name: customer.name || undefined };

  useEffect(() => {
    setText(editing?.body ?? '');
  }, [editing]);

  /** Each send clears its own input once stored, even when another send started meanwhile. */
  const post = (input: Omit<CustomerMessageInput, 'number' | 'name'>, onSent: () => void) =>
    send.mutateAsync({ connectionId, input: { ...sender, ...input } }).then(onSent, () => {
      // Already shown as an error toast; the input keeps what was typed.
    });

  const sendFiles = () =>
    attachments.sendAll(
      async (file, caption) =>
        send.mutateAsync({ connectionId, input: { ...sender, body: caption, media: await readAttachment(file) } }),
      text.trim() || undefined,
      () => setText(''),
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!editing && attachments.files.length > 0) {
      if (!attachments.sending) void sendFiles();
      return;
    }
    const body = text.trim();
    if (!body) return;
    if (editing) {
      edit.mutate({ connectionId, number: customer.number, messageId: editing.id, body }, { onSuccess: onEditDone });
      return;
    }
    void post({ body }, () => setText(''));
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const files = filesOf(event.clipboardData);
    if (editing || files.length === 0) return;
    event.preventDefault();
    attachments.add(files);
  };

  const toggle = (next: Extra) => setExtra((current) => (current === next ? 'none' : next));

  return (
    <div className="phone-composer">
      {editing && (
        <div className="phone-editing">
          <span>{t('simulator.editing')}</span>
          <button type="button" className="icon-button" aria-label={t('common.cancel')} onClick={onEditDone}>
            <Icon name="close" size={14} />
          </button>
        </div>
      )}
      {extra === 'location' && <LocationForm onSend={(location) => void post({ location }, () => setExtra('none'))} />}
      {extra === 'contact' && <ContactForm onSend={(contact) => void post({ contact }, () => setExtra('none'))} />}
      {!editing && <AttachmentTray pending={attachments} disabled={attachments.sending} />}
      <form className="phone-composer-row" onSubmit={submit}>
        {!editing && (
          <>
            <button
              type="button"
              className="icon-button"
              aria-label={t('simulator.attach')}
              title={t('simulator.attach')}
              onClick={() => fileInput.current?.click()}
            >
              <Icon name="files" size={18} />
            </button>
            <button
              type="button"
              className="icon-button"
              aria-label={t('simulator.location')}
              title={t('simulator.location')}
              onClick={() => toggle('location')}
            >
              <Icon name="pin" size={18} />
            </button>
            <button
              type="button"
              className="icon-button"
              aria-label={t('simulator.contact')}
              title={t('simulator.contact')}
              onClick={() => toggle('contact')}
            >
              <Icon name="users" size={18} />
            </button>
            <input
              ref={fileInput}
              type="file"
              multiple
              hidden
              accept="image/*,audio/*,video/*,application/pdf,text/plain,.doc,.docx,.xls,.xlsx,.zip"
              onChange={(event) => {
                attachments.add(Array.from(event.target.files ?? []));
                event.target.value = '';
              }}
              data-testid="simulator-file"
            />
          </>
        )}
        <input
          className="input"
          placeholder={t('simulator.message')}
          aria-label={t('simulator.message')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onPaste={onPaste}
          data-testid="simulator-text"
        />
        <button
          type="submit"
          className="btn btn-primary"
          disabled={send.isPending || edit.isPending || attachments.sending}
          data-testid="simulator-send"
        >
          {editing ? t('common.save') : t('simulator.send')}
        </button>
      </form>
    </div>
  );
}
