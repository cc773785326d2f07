import type { ScheduleAnswer } from '@domain/schedules/schema';
import { useTranslation } from 'react-i18next';
import { StoredAttachmentField } from '../../../components/attachments/stored-attachment-field';
import { useDeleteScheduleMedia } from '../api/schedules';
import { SCHEDULES_NS } from '../texts';

/** Spec 2 §5: png, jpg and jpeg only (the API checks the bytes; the picker offers only these). */
const ACCEPTED = ['image/png', 'image/jpeg'] as const;

interface ScheduleAttachmentProps {
  schedule?: ScheduleAnswer;
  /** The picture chosen to upload on save. */
  file: File | null;
  onFile: (file: File | null) => void;
  disabled: boolean;
}

/** The schedule's picture: the stored one (removed after a confirmation) or one chosen to go with the save. */
export function ScheduleAttachment({ schedule, file, onFile, disabled }: ScheduleAttachmentProps) {
  const { t } = useTranslation(SCHEDULES_NS);
  const removeStored = useDeleteScheduleMedia();
  return (
    <StoredAttachmentField
      storedName={schedule?.mediaName ?? null}
      file={file}
      onFile={onFile}
      removeStored={() => (schedule ? removeStored.mutateAsync(schedule.id) : Promise.resolve())}
      removing={removeStored.isPending}
      accept={ACCEPTED}
      disabled={disabled}
      testId="schedule-attachment"
      texts={{
        label: t('schedules.dialog.attachment'),
        attach: t('schedules.dialog.attach'),
        remove: t('schedules.dialog.removeAttachment'),
        confirmTitle: t('schedules.deleteAttachmentTitle'),
        confirmMessage: t('schedules.deleteAttachmentMessage'),
        wrongType: t('schedules.dialog.attachmentTypes'),
      }}
    />
  );
}
