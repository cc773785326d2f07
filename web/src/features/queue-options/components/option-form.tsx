import { useTranslation } from 'react-i18next';
import { TextAreaField, TextField } from '../../../components/ui/field';
import { useOptionForm, type OptionFormOptions } from '../hooks/use-option-form';

/** Adds or edits one option in place, inside the tree where it goes. */
export function OptionForm(props: OptionFormOptions) {
  const { t } = useTranslation();
  const { values, errors, change, onSubmit, saving } = useOptionForm(props);

  return (
    <form
      className="option-form"
      onSubmit={onSubmit}
      noValidate
      aria-label={props.draft.mode === 'edit' ? t('queueOptions.editForm') : t('queueOptions.newForm')}
      data-testid="queue-option-form"
    >
      <div className="option-form-fields">
        <TextField
          label={t('queueOptions.option')}
          name="option"
          inputMode="numeric"
          maxLength={3}
          autoComplete="off"
          value={values.option}
          error={errors.option}
          onChange={(event) => change({ option: event.target.value })}
        />
        <TextField
          label={t('queueOptions.optionTitle')}
          name="title"
          autoComplete="off"
          value={values.title}
          error={errors.title}
          onChange={(event) => change({ title: event.target.value })}
          autoFocus
        />
      </div>
      <TextAreaField
        label={t('queueOptions.message')}
        name="message"
        rows={3}
        value={values.message}
        error={errors.message}
        onChange={(event) => change({ message: event.target.value })}
      />
      <div className="option-form-actions">
        <button type="button" className="btn btn-ghost btn-sm" onClick={props.onDone}>
          {t('common.cancel')}
        </button>
        <button type="submit" className="btn btn-primary btn-sm" disabled={saving}>
          {t('queueOptions.save')}
        </button>
      </div>
    </form>
  );
}
