import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FieldFrame } from '../../../components/ui/field';
import { useIntegrationChoices, usePromptChoices, type BotChoice } from '../api/bot-choices';
import { PROMPTS_NS } from '../texts';

interface ChoiceProps {
  /** The chosen id; '' or null for none. */
  value: string | null;
  onChange: (id: string) => void;
  error?: string;
}

interface ChoiceSelectProps extends ChoiceProps {
  choices: UseQueryResult<BotChoice[]>;
  label: string;
  noneText: string;
  name: string;
}

/**
 * A select of the bots a record may point at, shown only once the API listed them: a plan without the feature (or
 * an API not there) leaves the form as it was. A stored choice the list lacks stays chosen, shown by its id.
 */
function ChoiceSelect({ choices, label, noneText, name, value, onChange, error }: ChoiceSelectProps) {
  if (!choices.isSuccess) return null;
  const chosen = value ?? '';
  const missing = chosen !== '' && !choices.data.some((choice) => choice.id === chosen);
  return (
    <FieldFrame label={label} error={error}>
      {({ inputId, describedBy }) => (
        <select
          id={inputId}
          name={name}
          className="input"
          aria-describedby={describedBy}
          value={chosen}
          onChange={(event) => onChange(event.target.value)}
        >
          <option value="">{noneText}</option>
          {missing && <option value={chosen}>{chosen}</option>}
          {choices.data.map((choice) => (
            <option key={choice.id} value={choice.id}>
              {choice.name}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}

/** The AI prompt that answers a queue's (or a connection's) customers while no agent holds the ticket. */
export function PromptSelect(props: ChoiceProps) {
  const { t } = useTranslation(PROMPTS_NS);
  return (
    <ChoiceSelect
      {...props}
      choices={usePromptChoices()}
      label={t('choice.prompt')}
      noneText={t('choice.noPrompt')}
      name="promptId"
    />
  );
}

/** The queue integration (webhook, n8n, Typebot, Dialogflow) that answers a queue's customers first. */
export function IntegrationSelect(props: ChoiceProps) {
  const { t } = useTranslation(PROMPTS_NS);
  return (
    <ChoiceSelect
      {...props}
      choices={useIntegrationChoices()}
      label={t('choice.integration')}
      noneText={t('choice.noIntegration')}
      name="integrationId"
    />
  );
}
