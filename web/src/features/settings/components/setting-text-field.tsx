import type { SettingKey } from '@domain/settings/schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/field';
import { toast } from '../../../lib/toast';
import { useUpdateSetting } from '../api/update-setting';

/** The server's limit for a text setting. */
const MAX_LENGTH = 500;

interface SettingTextFieldProps {
  settingKey: SettingKey;
  label: string;
  /** The stored value; the parent remounts the field when it changes, so the draft starts from it. */
  value: string;
  /** Credentials are masked on screen and kept out of the browser's autofill. */
  secret: boolean;
  disabled: boolean;
}

/** An integration field saved when it loses focus (or on Enter), only when its text changed. */
export function SettingTextField({ settingKey, label, value, secret, disabled }: SettingTextFieldProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(value);
  const update = useUpdateSetting();
  const save = () => {
    if (draft === value || update.isPending) return;
    // Awaited rather than a mutate callback: the saved value remounts this field, and a remounted field's
    // mutate callbacks never run. A refusal is already shown by the API client's error toast.
    void update.mutateAsync({ key: settingKey, value: draft }).then(
      () => toast.success(t('settings.updated')),
      () => undefined,
    );
  };

  return (
    <TextField
      label={label}
      name={settingKey}
      type={secret ? 'password' : 'text'}
      autoComplete={secret ? 'new-password' : 'off'}
      maxLength={MAX_LENGTH}
      value={draft}
      disabled={disabled}
      onChange={(event) => setDraft(event.target.value)}
      onBlur={save}
      onKeyDown={(event) => event.key === 'Enter' && event.currentTarget.blur()}
    />
  );
}
