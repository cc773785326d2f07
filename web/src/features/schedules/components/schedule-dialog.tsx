import type { Contact } from '@domain/contacts/schema';
import type { ScheduleAnswer } from '@domain/schedules/schema';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DateInput } from '../../../components/ui/date-input';
import { TextAreaField, TextField } from '../../../components/ui/field';
import { Modal } from '../../../components/ui/modal';
import { formatDateTime } from '../../../lib/format';
import { maskTime } from '../../../lib/time-mask';
import { toast } from '../../../lib/toast';
import { useContact } from '../../contacts/api/get-contact';
import { ContactSearch } from '../../tickets/components/contact-search';
import { useDeleteSchedule, useSaveSchedule } from '../api/schedules';
import {
  canSave,
  dialogTitle,
  initialScheduleValues,
  scheduleRequest,
  type ScheduleFormErrors,
  type ScheduleFormValues,
} from '../schedule-form-values';
import { SCHEDULES_NS } from '../texts';
import { ScheduleAttachment } from './schedule-attachment';
import './schedule-dialog.css';

interface ScheduleDialogProps {
  /** The schedule shown, or none for a new one. */
  schedule?: ScheduleAnswer;
  /** A new schedule's contact (the page's ?contactId=, or the ticket's contact). */
  contactId?: string;
  onClose: () => void;
}

type ContactChoice = Pick<Contact, 'id' | 'name' | 'number'>;

/** Spec 2 §2 and spec 1's schedule dialog: contact, message, send day and time, an optional picture. */
export function ScheduleDialog({ schedule, contactId, onClose }: ScheduleDialogProps) {
  const { t } = useTranslation(SCHEDULES_NS);
  const [values, setValues] = useState<ScheduleFormValues>(() =>
    initialScheduleValues(new Date(), schedule, contactId),
  );
  const [contact, setContact] = useState<ContactChoice | null>(schedule?.contact ?? null);
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<ScheduleFormErrors>({});
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const save = useSaveSchedule();
  const remove = useDeleteSchedule();
  // A contact named by id only (?contactId=, the ticket's contact) is read for its name.
  const named = useContact(contact ? undefined : values.contactId || undefined);
  useEffect(() => {
    if (named.data && !contact) setContact(named.data);
  }, [named.data, contact]);

  const editable = canSave(schedule);
  const title = dialogTitle(schedule);
  const change = (field: keyof ScheduleFormValues, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const errorText = (field: keyof ScheduleFormValues) => {
    const error = errors[field];
    return error && t(`schedules.dialog.${error}`);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const checked = scheduleRequest(values);
    if (!checked.ok) return setErrors(checked.errors);
    save.mutateAsync({ id: schedule?.id, input: checked.payload, file }).then(
      () => {
        toast.success(t('schedules.dialog.saved'));
        onClose();
      },
      () => undefined,
    );
  };

  const confirmDelete = () =>
    schedule &&
    remove.mutateAsync(schedule.id).then(
      () => {
        toast.success(t('schedules.deleted'));
        onClose();
      },
      () => setConfirmingDelete(false),
    );

  return (
    <Modal
      open
      title={
        title.key === 'messageWithStatus'
          ? t('schedules.dialog.messageWithStatus', { status: t(`schedules.statuses.${title.status}`) })
          : t(`schedules.dialog.${title.key}`)
      }
      onClose={onClose}
      testId="schedule-dialog"
    >
      <form onSubmit={onSubmit} noValidate>
        <div className="modal-body form-grid">
          {/* Once sent, the dialog only shows (spec 2 §4): every field is read-only. */}
          <fieldset className="schedule-dialog-fields" disabled={!editable}>
            {schedule?.sentAt && (
              <p className="schedule-dialog-note" data-testid="schedule-sent-at">
                {t('schedules.dialog.sentAt', { when: formatDateTime(schedule.sentAt) })}
              </p>
            )}
            {schedule?.status === 'ERRO' && schedule.reason && (
              <p className="schedule-dialog-note schedule-dialog-error" data-testid="schedule-reason">
                {t('schedules.dialog.reason', { reason: schedule.reason })}
              </p>
            )}
            <ContactSearch
              label={t('schedules.dialog.contact')}
              testId="schedule-contact"
              value={contact as Contact | null}
              onChange={(picked) => {
                setContact(picked);
                change('contactId', picked?.id ?? '');
              }}
              error={errorText('contactId')}
            />
            <TextAreaField
              label={t('schedules.dialog.body')}
              rows={5}
              value={values.body}
              onChange={(event) => change('body', event.target.value)}
              error={errorText('body')}
              data-testid="schedule-body"
            />
            <div className="schedule-dialog-when">
              <DateInput
                label={t('schedules.dialog.sendAtDay')}
                value={values.day}
                onChange={(day) => change('day', day)}
                data-testid="schedule-day"
              />
              <TextField
                label={t('schedules.dialog.sendAtTime')}
                inputMode="numeric"
                placeholder="HH:mm"
                maxLength={5}
                value={values.time}
                onChange={(event) => change('time', maskTime(event.target.value))}
                error={errorText('time') ?? errorText('day')}
                data-testid="schedule-time"
              />
            </div>
            <ScheduleAttachment schedule={schedule} file={file} onFile={setFile} disabled={!editable} />
          </fieldset>
        </div>
        <footer className="modal-footer">
          {schedule && (
            <button
              type="button"
              className="btn btn-danger schedule-dialog-delete"
              onClick={() => setConfirmingDelete(true)}
              data-testid="schedule-delete"
            >
              {t('schedules.dialog.delete')}
            </button>
          )}
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            {t('common.cancel', { ns: 'translation' })}
          </button>
          {editable && (
            <button type="submit" className="btn btn-primary" disabled={save.isPending} data-testid="schedule-save">
              {schedule ? t('schedules.dialog.save') : t('schedules.dialog.add')}
            </button>
          )}
        </footer>
      </form>
      <ConfirmDialog
        open={confirmingDelete}
        title={t('schedules.deleteTitle')}
        onConfirm={() => void confirmDelete()}
        onClose={() => setConfirmingDelete(false)}
        busy={remove.isPending}
      >
        {t('schedules.deleteMessage')}
      </ConfirmDialog>
    </Modal>
  );
}
