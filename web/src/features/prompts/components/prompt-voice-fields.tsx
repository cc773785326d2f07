import { useTranslation } from 'react-i18next';
import { FieldFrame, TextField } from '../../../components/ui/field';
import type { FieldErrors } from '../../../lib/form';
import type { PromptFormValues } from '../prompt-form-values';
import { PROMPTS_NS } from '../texts';
import { BRAZILIAN_VOICES, TEXT_VOICE, voiceLabel } from '../voices';

interface PromptVoiceFieldsProps {
  values: PromptFormValues;
  errors: FieldErrors;
  /** The stored speech key, masked, on an edit. */
  maskedKey?: string | null;
  onChange: (changes: Partial<PromptFormValues>) => void;
}

/** The voice (text or a Brazilian neural voice) and, for a voice, the speech service's key and region. */
export function PromptVoiceFields({ values, errors, maskedKey, onChange }: PromptVoiceFieldsProps) {
  const { t } = useTranslation(PROMPTS_NS);
  const speaks = values.voice !== TEXT_VOICE;
  return (
    <div className={speaks ? 'prompt-row prompt-row-3' : 'prompt-row prompt-row-1'}>
      <FieldFrame label={t('modal.voice')} error={errors.voice}>
        {({ inputId, describedBy }) => (
          <select
            id={inputId}
            name="voice"
            className="input"
            aria-describedby={describedBy}
            value={values.voice}
            onChange={(event) => onChange({ voice: event.target.value })}
          >
            <option value={TEXT_VOICE}>{t('modal.voiceText')}</option>
            {BRAZILIAN_VOICES.map((voice) => (
              <option key={voice} value={voice}>
                {voiceLabel(voice)}
              </option>
            ))}
          </select>
        )}
      </FieldFrame>
      {speaks && (
        <>
          <TextField
            label={t('modal.voiceKey')}
            name="voiceKey"
            type="password"
            autoComplete="off"
            value={values.voiceKey}
            error={errors.voiceKey}
            hint={maskedKey ? t('modal.apiKeyKept', { masked: maskedKey }) : undefined}
            onChange={(event) => onChange({ voiceKey: event.target.value })}
          />
          <TextField
            label={t('modal.voiceRegion')}
            name="voiceRegion"
            autoComplete="off"
            placeholder="brazilsouth"
            value={values.voiceRegion}
            error={errors.voiceRegion}
            onChange={(event) => onChange({ voiceRegion: event.target.value })}
          />
        </>
      )}
    </div>
  );
}
