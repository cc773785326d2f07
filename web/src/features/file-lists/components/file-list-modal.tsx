import type { FileListAnswer } from '@domain/file-lists/schema';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextAreaField, TextField } from '../../../components/ui/field';
import { Modal } from '../../../components/ui/modal';
import { toast } from '../../../lib/toast';
import { useSaveFileList } from '../api/file-lists';
import {
  checkFileList,
  initialFileListValues,
  type FileListFormErrors,
  type FileListFormValues,
} from '../file-list-form';
import { FILE_LISTS_NS } from '../texts';
import { FileListOptions } from './file-list-options';

interface FileListModalProps {
  /** The list edited, or none to add one. */
  record?: FileListAnswer;
  onClose: () => void;
}

/** Spec 3 §2: name, message and the options (each a name and a message or a file), the files uploaded after the save. */
export function FileListModal({ record, onClose }: FileListModalProps) {
  const { t } = useTranslation(FILE_LISTS_NS);
  const [values, setValues] = useState<FileListFormValues>(() => initialFileListValues(record));
  const [errors, setErrors] = useState<FileListFormErrors>({});
  const save = useSaveFileList();

  const change = (fields: Partial<FileListFormValues>) => {
    setValues((current) => ({ ...current, ...fields }));
    setErrors({});
  };
  const errorText = (error: string | undefined) => error && t(`modal.${error}` as 'modal.required');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkFileList(values);
    if (!checked.ok) return setErrors(checked.errors);
    save.mutateAsync({ id: record?.id, payload: checked.payload, uploads: checked.uploads }).then(
      () => {
        toast.success(t('saved'));
        onClose();
      },
      () => undefined,
    );
  };

  return (
    <Modal open title={t(record ? 'modal.editTitle' : 'modal.addTitle')} onClose={onClose} testId="file-list-modal">
      <form onSubmit={onSubmit} noValidate>
        <div className="modal-body form-grid">
          <TextField
            label={t('modal.name')}
            value={values.name}
            maxLength={100}
            error={errorText(errors.name)}
            onChange={(event) => change({ name: event.target.value })}
            data-testid="file-list-name"
          />
          <TextAreaField
            label={t('modal.message')}
            rows={4}
            maxLength={4096}
            value={values.message}
            error={errorText(errors.message)}
            onChange={(event) => change({ message: event.target.value })}
            data-testid="file-list-message"
          />
          <FileListOptions
            options={values.options}
            errors={errors.options}
            errorText={errorText}
            onChange={(options) => change({ options })}
          />
        </div>
        <footer className="modal-footer">
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            {t('common.cancel', { ns: 'translation' })}
          </button>
          <button type="submit" className="btn btn-primary" disabled={save.isPending} data-testid="file-list-save">
            {t('modal.save')}
          </button>
        </footer>
      </form>
    </Modal>
  );
}
