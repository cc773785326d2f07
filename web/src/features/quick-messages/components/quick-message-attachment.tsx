import type { QuickMessageAnswer } from '@domain/quick-messages/schema';
import { useTranslation } from 'react-i18next';
import { StoredAttachmentField } from '../../../components/attachments/stored-attachment-field';
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
  const removeStored = useDeleteQuickMessageMedia();
  return (
    <StoredAttachmentField
      storedName={record?.mediaName ?? null}
      file={file}
      onFile={onFile}
      removeStored={() => (record ? removeStored.mutateAsync(record.id) : Promise.resolve())}
      removing={removeStored.isPending}
      testId="quick-message-attachment"
      texts={{
        label: t('modal.attachment'),
        attach: t('modal.attach'),
        remove: t('modal.removeAttachment'),
        confirmTitle: t('deleteAttachmentTitle'),
        confirmMessage: t('deleteAttachmentMessage'),
        removed: t('attachmentRemoved'),
      }}
    />
  );
}
