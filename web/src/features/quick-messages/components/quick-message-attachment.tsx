import type { QuickMessageAnswer } from '@domain/quick-messages/schema';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Icon } from '../../../components/ui/icons';
import { toast } from '../../../lib/toast';
import { useDeleteQuickMessageMedia } from '../api/quick-messages';
import { QUICK_MESSAGES_NS } from '../texts';

interface QuickMessageAttachmentProps {
  record?: QuickMessageAnswer;
  /** The file chosen to upload after the save. */
  file: File | null;
  onFile: (file: File | null) => void;
}

/** The stored attachment (removed after a confirmation, spec 2 §8) or one chosen to go up with the save. */
export function QuickMessageAttachment({ record, file, onFile }: QuickMessageAttachmentProps) {
  const { t } = useTranslation(QUICK_MESSAGES_NS);
  const input = useRef<HTMLInputElement>(null);
  const [confirming, setConfirming] = useState(false);
  const removeStored = useDeleteQuickMessageMedia();
  const [stored, setStored] = useState(record?.mediaName ?? null);
  const shown = file?.name ?? stored;

  const confirmRemove = () =>
    record &&
    removeStored.mutateAsync(record.id).then(
      () => {
        setStored(null);
        setConfirming(false);
        toast.success(t('attachmentRemoved'));
      },
      () => setConfirming(false),
    );

  return (
    <div className="field">
      <span className="field-label">{t('modal.attachment')}</span>
      <div className="quick-message-attachment">
        {shown ? (
          <>
            <span className="chip quick-message-attachment-name" data-testid="quick-message-attachment-name">
              <Icon name="paperclip" size={14} />
              <span>{shown}</span>
            </span>
            <button
              type="button"
              className="btn btn-ghost btn-sm"
              onClick={() => (file ? onFile(null) : setConfirming(true))}
              data-testid="quick-message-attachment-remove"
            >
              <Icon name="trash" size={14} />
              {t('modal.removeAttachment')}
            </button>
          </>
        ) : (
          <button type="button" className="btn btn-ghost btn-sm" onClick={() => input.current?.click()}>
            <Icon name="paperclip" size={14} />
            {t('modal.attach')}
          </button>
        )}
        <input
          ref={input}
          type="file"
          hidden
          data-testid="quick-message-attachment-input"
          onChange={(event) => {
            onFile(event.target.files?.[0] ?? null);
            event.target.value = '';
          }}
        />
      </div>
      <ConfirmDialog
        open={confirming}
        title={t('deleteAttachmentTitle')}
        onConfirm={() => void confirmRemove()}
        onClose={() => setConfirming(false)}
        busy={removeStored.isPending}
      >
        {t('deleteAttachmentMessage')}
      </ConfirmDialog>
    </div>
  );
}
