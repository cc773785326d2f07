import type { SettingKey } from '@domain/settings/schema';
import { useTranslation } from 'react-i18next';
import { FieldFrame } from '../../../components/ui/field';
import { toast } from '../../../lib/toast';
import { useUpdateSetting } from '../api/update-setting';

interface SettingSelectProps {
  settingKey: SettingKey;
  label: string;
  value: string;
  choices: { value: string; label: string }[];
  disabled: boolean;
  /** How long the success toast stays; the default toast time unless given. */
  toastMs?: number;
}

/** A dropdown saved the moment it changes (spec 2 §4); a refused save falls back to the stored value. */
export function SettingSelect({ settingKey, label, value, choices, disabled, toastMs }: SettingSelectProps) {
  const { t } = useTranslation();
  const update = useUpdateSetting();
  const shown = update.isPending ? update.variables.value : value;
  // A refusal is already shown by the API client's error toast; the select then falls back to the stored value.
  const save = (next: string) =>
    update.mutateAsync({ key: settingKey, value: next }).then(
      () => toast.success(t('settings.updated'), toastMs),
      () => undefined,
    );

  return (
    <FieldFrame label={label}>
      {({ inputId, describedBy }) => (
        <select
          id={inputId}
          name={settingKey}
          className="input"
          aria-describedby={describedBy}
          value={shown}
          disabled={disabled}
          onChange={(event) => void save(event.target.value)}
        >
          {choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
