import type { Help } from '@domain/helps/schema';
import { useTranslation } from 'react-i18next';
import { TextAreaField, TextField } from '../../../components/ui/field';
import { useRecordForm } from '../../../hooks/use-save-form';
import { useCreateHelp, useUpdateHelp } from '../api/save-help';
import { emptyHelpForm, helpToForm, toHelpPayload } from '../help-form-values';

interface HelpFormProps {
  /** The help loaded from the table; null while adding a new one. */
  help: Help | null;
  onSaved: () => void;
  onClear: () => void;
  onDelete: (help: Help) => void;
}

/** The Ajuda tab's form (spec 2 §2): Limpar empties it, Excluir shows only while a saved help is loaded. */
export function HelpForm({ help, onSaved, onClear, onDelete }: HelpFormProps) {
  const { t } = useTranslation();
  const { values, errors, change, onSubmit, saving } = useRecordForm({
    id: help?.id,
    initialValues: help ? helpToForm(help) : emptyHelpForm,
    check: toHelpPayload,
    create: useCreateHelp(),
    update: useUpdateHelp(),
    savedMessage: t('common.operationSuccess'),
    onSaved,
  });

  return (
    <form className="help-form" onSubmit={onSubmit} noValidate data-testid="help-form">
      <div className="help-form-fields">
        <TextField
          label={t('helps.form.title')}
          value={values.title}
          error={errors.title}
          maxLength={100}
          onChange={(event) => change({ title: event.target.value })}
        />
        <TextField
          label={t('helps.form.video')}
          value={values.video}
          error={errors.video}
          hint={t('helps.form.videoHint')}
          onChange={(event) => change({ video: event.target.value })}
        />
      </div>
      <TextAreaField
        label={t('helps.form.description')}
        value={values.description}
        error={errors.description}
        rows={3}
        maxLength={1000}
        onChange={(event) => change({ description: event.target.value })}
      />
      <div className="help-form-actions">
        <button type="button" className="btn btn-ghost" onClick={onClear}>
          {t('helps.form.clear')}
        </button>
        {help && (
          <button type="button" className="btn btn-danger" onClick={() => onDelete(help)}>
            {t('helps.form.delete')}
          </button>
        )}
        <button type="submit" className="btn btn-primary" disabled={saving}>
          {t('helps.form.save')}
        </button>
      </div>
    </form>
  );
}
