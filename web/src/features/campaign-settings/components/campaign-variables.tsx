import type { CampaignSettings } from '@domain/campaigns/schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/field';
import { Icon } from '../../../components/ui/icons';
import { addVariable, type VariableError } from '../settings-values';
import { CAMPAIGN_SETTINGS_NS } from '../texts';

type Variables = CampaignSettings['variables'];

interface CampaignVariablesProps {
  variables: Variables;
  onChange: (variables: Variables) => void;
}

/** Spec 3 §2: the variables (shortcut shown as {key}, and its content) with add and delete; saved with the page. */
export function CampaignVariables({ variables, onChange }: CampaignVariablesProps) {
  const { t } = useTranslation(CAMPAIGN_SETTINGS_NS);
  const [draft, setDraft] = useState({ key: '', value: '' });
  const [error, setError] = useState<VariableError | null>(null);

  const add = () => {
    const added = addVariable(variables, draft);
    if (!added.ok) return setError(added.error);
    onChange(added.variables);
    setDraft({ key: '', value: '' });
    setError(null);
  };

  return (
    <section className="card campaign-settings-card">
      <h2 className="campaign-settings-heading">{t('variables')}</h2>
      <p className="muted campaign-settings-hint">{t('variablesHint')}</p>
      <div className="campaign-variable-draft">
        <TextField
          label={t('shortcut')}
          value={draft.key}
          maxLength={40}
          error={error ? t(error) : undefined}
          onChange={(event) => {
            setDraft((current) => ({ ...current, key: event.target.value }));
            setError(null);
          }}
          data-testid="campaign-variable-key"
        />
        <TextField
          label={t('content')}
          value={draft.value}
          maxLength={1000}
          onChange={(event) => setDraft((current) => ({ ...current, value: event.target.value }))}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            add();
          }}
          data-testid="campaign-variable-value"
        />
        <button type="button" className="btn btn-ghost" onClick={add} data-testid="campaign-variable-add">
          <Icon name="plus" size={18} />
          {t('addVariable')}
        </button>
      </div>
      <div className="table-card campaign-variables-table">
        <table className="table" data-testid="campaign-variables">
          <thead>
            <tr>
              <th>{t('shortcut')}</th>
              <th>{t('content')}</th>
              <th className="cell-actions">{t('common.actions', { ns: 'translation' })}</th>
            </tr>
          </thead>
          <tbody>
            {variables.map((variable) => (
              <tr key={variable.key} data-testid={`campaign-variable-${variable.key}`}>
                <td className="campaign-variable-key">{`{${variable.key}}`}</td>
                <td className="campaign-variable-value">{variable.value}</td>
                <td className="cell-actions">
                  <button
                    type="button"
                    className="icon-button danger"
                    aria-label={t('removeVariable', { key: variable.key })}
                    onClick={() => onChange(variables.filter((entry) => entry.key !== variable.key))}
                  >
                    <Icon name="trash" size={17} />
                  </button>
                </td>
              </tr>
            ))}
            {variables.length === 0 && (
              <tr>
                <td colSpan={3} className="muted">
                  {t('noVariables')}
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
    </section>
  );
}
