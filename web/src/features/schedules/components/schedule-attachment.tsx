import type { ScheduleAnswer } from '@domain/schedules/schema';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Icon } from '../../../components/ui/icons';
import { toast } from '../../../lib/toast';
import { useDeleteScheduleMedia } from '../api/schedules';
import { SCHEDULES_NS } from '../texts';

/** Spec 2 §5: png, jpg and jpeg only (the API checks the bytes; the picker offers only these). */
const ACCEPTED = new Set(['image/png', 'image/jpeg']);

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
  const input = useRef<HTMLInputElement>(null);
  const [confirming, setConfirming] = useState(false);
  const removeStored = useDeleteScheduleMedia();
  const [stored, setStored] = useState(schedule?.mediaName ?? null);
  const shown = file?.name ?? stored;

  const pick = (chosen: File | undefined) => {
    if (!chosen) return;
    if (!ACCEPTED.has(chosen.type)) return toast.error(t('schedules.dialog.attachmentTypes'));
    onFile(chosen);
  };
  const clear = () => (file ? onFile(null) : setConfirming(true));
  const confirmRemove = () =>
    schedule &&
    removeStored.mutateAsync(schedule.id).then(
      () => {
        setStored(null);
        setConfirming(false);
      },
      () => setConfirming(false),
    );

  if (disabled && !shown) return null;
  return (
    <div className="field">
      <span className="field-label">{t('schedules.dialog.attachment')}</span>
      <div className="schedule-attachment">
        {shown ? (
          <span className="chip schedule-attachment-name" data-testid="schedule-attachment-name">
            <Icon name="paperclip" size={14} />
            {shown}
          </span>
        ) : null}
        {!disabled && shown && (
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            onClick={clear}
            data-testid="schedule-attachment-remove"
          >
            <Icon name="trash" size={14} />
            {t('schedules.dialog.removeAttachment')}
          </button>
        )}
        {!disabled && !shown && (
          <button type="button" className="btn btn-ghost btn-sm" onClick={() => input.current?.click()}>
            <Icon name="paperclip" size={14} />
            {t('schedules.dialog.attach')}
          </button>
        )}
        <input
          ref={input}
          type="file"
          hidden
          accept="image/png,image/jpeg,.png,.jpg,.jpeg"
          data-testid="schedule-attachment-input"
          onChange={(event) => {
            pick(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
      </div>
      <ConfirmDialog
        open={confirming}
        title={t('schedules.deleteAttachmentTitle')}
        onConfirm={() => void confirmRemove()}
        onClose={() => setConfirming(false)}
        busy={removeStored.isPending}
      >
        {t('schedules.deleteAttachmentMessage')}
      </ConfirmDialog>
    </div>
  );
}
