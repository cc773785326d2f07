import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/field';
import { Icon } from '../../../components/ui/icons';
import type { FieldErrors } from '../../../lib/form';
import { newExtraInfoRow, type ExtraInfoRow } from '../contact-form-values';

interface ExtraInfoFieldsProps {
  rows: ExtraInfoRow[];
  errors: FieldErrors;
  onChange: (rows: ExtraInfoRow[]) => void;
}

/** The contact's name/value pairs: add a row, edit it, remove it. */
export function ExtraInfoFields({ rows, errors, onChange }: ExtraInfoFieldsProps) {
  const { t } = useTranslation();
  const change = (key: string, changes: Partial<ExtraInfoRow>) =>
    onChange(rows.map((row) => (row.key === key ? { ...row, ...changes } : row)));

  return (
    <fieldset className="extra-info" data-testid="contact-extra-info">
      <legend className="field-label">{t('contactModal.extraInfo')}</legend>
      {rows.map((row, index) => (
        <div key={row.key} className="extra-info-row" data-testid={`extra-info-row-${index}`}>
          <TextField
            label={t('contactModal.extraName')}
            name={`extraInfo.${index}.name`}
            autoComplete="off"
            value={row.name}
            error={errors[`extraInfo.${index}.name`]}
            onChange={(event) => change(row.key, { name: event.target.value })}
          />
          <TextField
            label={t('contactModal.extraValue')}
            name={`extraInfo.${index}.value`}
            autoComplete="off"
            value={row.value}
            error={errors[`extraInfo.${index}.value`]}
            onChange={(event) => change(row.key, { value: event.target.value })}
          />
          <button
            type="button"
            className="icon-button danger extra-info-remove"
            aria-label={t('contactModal.removeExtra')}
            onClick={() => onChange(rows.filter((item) => item.key !== row.key))}
          >
            <Icon name="trash" size={17} />
          </button>
        </div>
      ))}
      {errors.extraInfo && <p className="field-error">{errors.extraInfo}</p>}
      <button
        type="button"
        className="btn btn-ghost btn-sm extra-info-add"
        data-testid="add-extra-info"
        onClick={() => onChange([...rows, newExtraInfoRow()])}
      >
        <Icon name="plus" size={16} />
        {t('contactModal.addExtra')}
      </button>
    </fieldset>
  );
}
