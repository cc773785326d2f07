import { useTranslation } from 'react-i18next';
import { StoredAttachmentField } from '../../../components/attachments/stored-attachment-field';
import { TextAreaField, TextField } from '../../../components/ui/field';
import { Icon } from '../../../components/ui/icons';
import { newOption, type FileListFormErrors, type FileListOptionValues } from '../file-list-form';
import { FILE_LISTS_NS } from '../texts';

interface FileListOptionsProps {
  options: FileListOptionValues[];
  errors: FileListFormErrors['options'];
  errorText: (error: string | undefined) => string | undefined;
  onChange: (options: FileListOptionValues[]) => void;
}

/** The list's options in the dialog: each a name, a message and a file; added and removed before the save. */
export function FileListOptions({ options, errors, errorText, onChange }: FileListOptionsProps) {
  const { t } = useTranslation(FILE_LISTS_NS);
  const update = (index: number, fields: Partial<FileListOptionValues>) =>
    onChange(options.map((option, at) => (at === index ? { ...option, ...fields } : option)));

  return (
    <fieldset className="file-list-options" data-testid="file-list-options">
      <legend className="field-label">{t('modal.options')}</legend>
      <p className="muted file-list-options-hint">{t('modal.optionsHint')}</p>
      {options.length === 0 && <p className="muted">{t('modal.noOptions')}</p>}
      {options.map((option, index) => (
        <div key={option.key} className="file-list-option" data-testid={`file-list-option-${index}`}>
          <div className="file-list-option-header">
            <span className="file-list-option-title">{t('modal.optionTitle', { number: index + 1 })}</span>
            <button
              type="button"
              className="icon-button danger"
              aria-label={t('modal.removeOption', { number: index + 1 })}
              onClick={() => onChange(options.filter((_, at) => at !== index))}
            >
              <Icon name="trash" size={16} />
            </button>
          </div>
          <TextField
            label={t('modal.optionName')}
            value={option.name}
            maxLength={100}
            error={errorText(errors?.[index]?.name)}
            onChange={(event) => update(index, { name: event.target.value })}
            data-testid={`file-list-option-${index}-name`}
          />
          <TextAreaField
            label={t('modal.optionMessage')}
            rows={2}
            maxLength={4096}
            value={option.message}
            error={errorText(errors?.[index]?.message)}
            onChange={(event) => update(index, { message: event.target.value })}
            data-testid={`file-list-option-${index}-message`}
          />
          <StoredAttachmentField
            storedName={option.dropFile ? null : option.storedFile}
            file={option.file}
            onFile={(file) => update(index, { file })}
            removeStored={() => {
              update(index, { dropFile: true });
              return Promise.resolve();
            }}
            removing={false}
            testId={`file-list-option-${index}-file`}
            texts={{
              label: t('modal.file'),
              attach: t('modal.attach'),
              remove: t('modal.removeFile'),
              confirmTitle: t('modal.removeFileTitle'),
              confirmMessage: t('modal.removeFileMessage'),
            }}
          />
        </div>
      ))}
      <button
        type="button"
        className="btn btn-ghost btn-sm"
        onClick={() => onChange([...options, newOption()])}
        data-testid="file-list-option-add"
      >
        <Icon name="plus" size={16} />
        {t('modal.addOption')}
      </button>
    </fieldset>
  );
}
