import { SECRET_SETTING_KEYS, type SettingKey } from '@domain/settings/schema';
import { useTranslation } from 'react-i18next';
import type { Setting } from '../../../types/api';
import {
  optionLabelKey,
  SELECT_SETTING_KEYS,
  selectValues,
  TEXT_SETTING_GROUPS,
  timeZoneChoices,
} from '../setting-options';
import { SettingSelect } from './setting-select';
import { SettingTextField } from './setting-text-field';

/** Spec 2 §4 and §9: the toast of a scheduleType change closes after 2 s. */
const SCHEDULE_TYPE_TOAST_MS = 2000;

interface OptionsTabProps {
  settings: Setting[];
  /** Only admins may change settings (the server refuses the others' writes too). */
  canEdit: boolean;
}

export function OptionsTab({ settings, canEdit }: OptionsTabProps) {
  const { t } = useTranslation();
  const valueOf = (key: SettingKey) => settings.find((setting) => setting.key === key)?.value ?? '';
  const timezone = valueOf('timezone');

  return (
    <div className="settings-options" data-testid="settings-options">
      {!canEdit && <p className="field-hint">{t('settings.adminOnly')}</p>}
      <div className="settings-grid">
        {SELECT_SETTING_KEYS.map((key) => (
          <SettingSelect
            key={key}
            settingKey={key}
            label={t(`settings.options.${key}.label`)}
            value={valueOf(key)}
            choices={selectValues(key).map((value) => ({ value, label: t(optionLabelKey(key, value)) }))}
            disabled={!canEdit}
            toastMs={key === 'scheduleType' ? SCHEDULE_TYPE_TOAST_MS : undefined}
          />
        ))}
        <SettingSelect
          settingKey="timezone"
          label={t('settings.timezone')}
          value={timezone}
          choices={timeZoneChoices(timezone).map((zone) => ({ value: zone, label: zone }))}
          disabled={!canEdit}
        />
      </div>
      {TEXT_SETTING_GROUPS.map(({ group, keys }) => (
        <fieldset key={group} className="fieldset settings-group">
          <legend className="field-label">{t(`settings.integrations.${group}`)}</legend>
          <div className="settings-grid">
            {keys.map((key) => (
              <SettingTextField
                key={`${key}:${valueOf(key)}`}
                settingKey={key}
                label={t(`settings.integrations.${key}`)}
                value={valueOf(key)}
                secret={SECRET_SETTING_KEYS.includes(key)}
                disabled={!canEdit}
              />
            ))}
          </div>
        </fieldset>
      ))}
    </div>
  );
}
