import type { QuickMessageAnswer } from '@domain/quick-messages/schema';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextAreaField, TextField } from '../../../components/ui/field';
import { Modal } from '../../../components/ui/modal';
import { toast } from '../../../lib/toast';
import { useSaveQuickMessage } from '../api/quick-messages';
import {
  checkQuickMessage,
  initialQuickMessageValues,
  type QuickMessageFormErrors,
  type QuickMessageFormValues,
} from '../quick-message-form';
import { QUICK_MESSAGES_NS } from '../texts';
import { QuickMessageAttachment } from './quick-message-attachment';

interface QuickMessageModalProps {
  /** The message edited, or none to add one. */
  record?: QuickMessageAnswer;
  onClose: () => void;
}

/** Spec 2 §2: shortcode, text, the geral switch and an optional attachment, uploaded once the message is saved. */
export function QuickMessageModal({ record, onClose }: QuickMessageModalProps) {
  const { t } = useTranslation(QUICK_MESSAGES_NS);
  const [values, setValues] = useState<QuickMessageFormValues>(() => initialQuickMessageValues(record));
  const [errors, setErrors] = useState<QuickMessageFormErrors>({});
  const [file, setFile] = useState<File | null>(null);
  const save = useSaveQuickMessage();

  const change = (fields: Partial<QuickMessageFormValues>) => {
    setValues((current) => ({ ...current, ...fields }));
    setErrors((current) => ({ ...current, shortcode: undefined, message: undefined }));
  };
  const errorText = (field: keyof QuickMessageFormErrors) => {
    const error = errors[field];
    return error && t(`modal.${error}`);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkQuickMessage(values);
    if (!checked.ok) return setErrors(checked.errors);
    save.mutateAsync({ id: record?.id, input: checked.payload, file }).then(
      () => {
        toast.success(t('saved'));
        onClose();
      },
      () => undefined,
    );
  };

  return (
    <Modal open title={t(record ? 'modal.editTitle' : 'modal.addTitle')} onClose={onClose} testId="quick-message-modal">
      <form onSubmit={onSubmit} noValidate>
        <div className="modal-body form-grid">
          <TextField
            label={t('modal.shortcode')}
            value={values.shortcode}
            maxLength={50}
            error={errorText('shortcode')}
            hint={t('modal.shortcodeHint')}
            onChange={(event) => change({ shortcode: event.target.value })}
            data-testid="quick-message-shortcode"
          />
          <TextAreaField
            label={t('modal.message')}
            rows={5}
            maxLength={4096}
            value={values.message}
            error={errorText('message')}
            onChange={(event) => change({ message: event.target.value })}
            data-testid="quick-message-message"
          />
          <label className="switch-field quick-message-switch">
            <input
              type="checkbox"
              role="switch"
              checked={values.geral}
              onChange={(event) => change({ geral: event.target.checked })}
              data-testid="quick-message-geral"
            />
            <span>{t('modal.geral')}</span>
          </label>
          <QuickMessageAttachment record={record} file={file} onFile={setFile} />
        </div>
        <footer className="modal-footer">
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            {t('common.cancel', { ns: 'translation' })}
          </button>
          <button type="submit" className="btn btn-primary" disabled={save.isPending} data-testid="quick-message-save">
            {t('modal.save')}
          </button>
        </footer>
      </form>
    </Modal>
  );
}
