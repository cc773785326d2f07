import { LONGER_INTERVAL_OPTIONS, MESSAGE_INTERVAL_OPTIONS, type CampaignSettings } from '@domain/campaigns/schema';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldFrame } from '../../../components/ui/field';
import { Page } from '../../../components/ui/page';
import { FullPageSpinner } from '../../../components/ui/spinner';
import { toast } from '../../../lib/toast';
import { useCampaignSettings, useSaveCampaignSettings } from '../api/campaign-settings';
import { CAMPAIGN_SETTINGS_NS } from '../texts';
import { CampaignVariables } from './campaign-variables';
import './campaign-settings.css';

type IntervalKey = 'messageInterval' | 'longerIntervalAfter' | 'greaterInterval';

const INTERVALS: { key: IntervalKey; options: readonly number[] }[] = [
  { key: 'messageInterval', options: MESSAGE_INTERVAL_OPTIONS },
  { key: 'longerIntervalAfter', options: LONGER_INTERVAL_OPTIONS },
  { key: 'greaterInterval', options: LONGER_INTERVAL_OPTIONS },
];

/** /campaigns-config (spec 3 §2, §9): the three interval dropdowns, the variables table and the save button. */
export function CampaignSettingsPage() {
  const { t } = useTranslation(CAMPAIGN_SETTINGS_NS);
  const settings = useCampaignSettings();
  return (
    <Page title={t('title')}>
      {settings.data ? <CampaignSettingsForm initial={settings.data} /> : <FullPageSpinner />}
    </Page>
  );
}

function CampaignSettingsForm({ initial }: { initial: CampaignSettings }) {
  const { t } = useTranslation(CAMPAIGN_SETTINGS_NS);
  const [values, setValues] = useState(initial);
  const save = useSaveCampaignSettings();
  const change = (fields: Partial<CampaignSettings>) => setValues((current) => ({ ...current, ...fields }));
  // The longer interval comes after every `longerIntervalAfter` sends; the other two are seconds.
  const optionLabel = (key: IntervalKey, value: number) => {
    if (value === 0) return t(key === 'messageInterval' ? 'noInterval' : 'undefinedInterval');
    return t(key === 'longerIntervalAfter' ? 'sends' : 'seconds', { count: value });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutateAsync(values).then(
      () => toast.success(t('saved')),
      () => undefined,
    );
  };

  return (
    <form className="campaign-settings" onSubmit={onSubmit} noValidate data-testid="campaign-settings">
      <section className="card campaign-settings-card">
        <h2 className="campaign-settings-heading">{t('intervals')}</h2>
        <div className="campaign-settings-intervals">
          {INTERVALS.map(({ key, options }) => (
            <FieldFrame key={key} label={t(key)}>
              {({ inputId }) => (
                <select
                  id={inputId}
                  className="input"
                  value={values[key]}
                  onChange={(event) => change({ [key]: Number(event.target.value) })}
                  data-testid={`campaign-settings-${key}`}
                >
                  {options.map((seconds) => (
                    <option key={seconds} value={seconds}>
                      {optionLabel(key, seconds)}
                    </option>
                  ))}
                </select>
              )}
            </FieldFrame>
          ))}
        </div>
      </section>
      <CampaignVariables variables={values.variables} onChange={(variables) => change({ variables })} />
      <div className="campaign-settings-actions">
        <button
          type="submit"
          className="btn btn-primary"
          disabled={save.isPending}
          data-testid="campaign-settings-save"
        >
          {t('save')}
        </button>
      </div>
    </form>
  );
}
