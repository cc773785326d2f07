import type { AnnouncementAnswer } from '@domain/announcements/schema';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { StoredAttachmentField } from '../../../components/attachments/stored-attachment-field';
import { FieldFrame, TextAreaField, TextField } from '../../../components/ui/field';
import { Modal } from '../../../components/ui/modal';
import { toast } from '../../../lib/toast';
import { type AnnouncementInput, useDeleteAnnouncementImage, useSaveAnnouncement } from '../api/announcements';
import { ANNOUNCEMENTS_NS } from '../texts';
import { priorityKey } from './announcements-table';

/** Spec 3 §3: attachments are png, jpg or jpeg (the API checks the bytes). */
const IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;

interface AnnouncementModalProps {
  /** The announcement edited, or none to add one. */
  record?: AnnouncementAnswer;
  onClose: () => void;
}

type Errors = Partial<Record<'title' | 'text', 'required'>>;

/** Spec 3 §2, §5: title, a 7-row text, priority, status and an image uploaded once the announcement is saved. */
export function AnnouncementModal({ record, onClose }: AnnouncementModalProps) {
  const { t } = useTranslation(ANNOUNCEMENTS_NS);
  const [values, setValues] = useState<AnnouncementInput>(() => ({
    title: record?.title ?? '',
    text: record?.text ?? '',
    priority: record?.priority ?? 3,
    status: record?.status ?? true,
  }));
  const [errors, setErrors] = useState<Errors>({});
  const [file, setFile] = useState<File | null>(null);
  const save = useSaveAnnouncement();
  const removeImage = useDeleteAnnouncementImage();

  const change = (fields: Partial<AnnouncementInput>) => {
    setValues((current) => ({ ...current, ...fields }));
    setErrors({});
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const input = { ...values, title: values.title.trim(), text: values.text.trim() };
    const missing: Errors = {
      ...(input.title ? {} : { title: 'required' }),
      ...(input.text ? {} : { text: 'required' }),
    };
    if (missing.title || missing.text) return setErrors(missing);
    save.mutateAsync({ id: record?.id, input, file }).then(
      () => {
        toast.success(t('saved'));
        onClose();
      },
      () => undefined,
    );
  };

  return (
    <Modal open title={t(record ? 'modal.editTitle' : 'modal.addTitle')} onClose={onClose} testId="announcement-modal">
      <form onSubmit={onSubmit} noValidate>
        <div className="modal-body form-grid">
          <TextField
            label={t('modal.title')}
            value={values.title}
            maxLength={200}
            error={errors.title && t('modal.required')}
            onChange={(event) => change({ title: event.target.value })}
            data-testid="announcement-title"
          />
          <TextAreaField
            label={t('modal.text')}
            rows={7}
            maxLength={5000}
            value={values.text}
            error={errors.text && t('modal.required')}
            onChange={(event) => change({ text: event.target.value })}
            data-testid="announcement-text"
          />
          <div className="announcement-fields">
            <FieldFrame label={t('modal.priority')}>
              {({ inputId }) => (
                <select
                  id={inputId}
                  className="input"
                  value={values.priority}
                  onChange={(event) => change({ priority: Number(event.target.value) })}
                  data-testid="announcement-priority"
                >
                  {[1, 2, 3].map((priority) => (
                    <option key={priority} value={priority}>
                      {t(`priorities.${priorityKey(priority)}`)}
                    </option>
                  ))}
                </select>
              )}
            </FieldFrame>
            <FieldFrame label={t('modal.status')}>
              {({ inputId }) => (
                <select
                  id={inputId}
                  className="input"
                  value={values.status ? 'active' : 'inactive'}
                  onChange={(event) => change({ status: event.target.value === 'active' })}
                  data-testid="announcement-status"
                >
                  <option value="active">{t('statuses.active')}</option>
                  <option value="inactive">{t('statuses.inactive')}</option>
                </select>
              )}
            </FieldFrame>
          </div>
          <StoredAttachmentField
            storedName={record?.mediaName ?? null}
            file={file}
            onFile={setFile}
            removeStored={() => (record ? removeImage.mutateAsync(record.id) : Promise.resolve())}
            removing={removeImage.isPending}
            accept={IMAGE_TYPES}
            testId="announcement-attachment"
            texts={{
              label: t('modal.attachment'),
              attach: t('modal.attach'),
              remove: t('modal.removeAttachment'),
              confirmTitle: t('modal.removeAttachmentTitle'),
              confirmMessage: t('modal.removeAttachmentMessage'),
              removed: t('modal.attachmentRemoved'),
              wrongType: t('modal.wrongType'),
            }}
          />
        </div>
        <footer className="modal-footer">
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            {t('common.cancel', { ns: 'translation' })}
          </button>
          <button type="submit" className="btn btn-primary" disabled={save.isPending} data-testid="announcement-save">
            {t('modal.save')}
          </button>
        </footer>
      </form>
    </Modal>
  );
}
