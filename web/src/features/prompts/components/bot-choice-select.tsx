import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { RecordSelect } from '../../../components/ui/record-select';
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
 * an API not there) leaves the form as it was.
 */
function ChoiceSelect({ choices, ...select }: ChoiceSelectProps) {
  return choices.isSuccess ? <RecordSelect records={choices.data} {...select} /> : null;
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
