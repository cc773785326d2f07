import { CAMPAIGN_MESSAGE_MAX, CAMPAIGN_MESSAGE_SLOTS } from '@domain/campaigns/schema';
import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { useTranslation } from 'react-i18next';
import { TextAreaField } from '../../../components/ui/field';
import type { FieldErrors } from '../../../lib/form';
import { confirmationField, messageField, type CampaignFormValues } from '../campaign-form-values';
import { CAMPAIGNS_NS } from '../texts';

interface CampaignMessagesProps {
  values: CampaignFormValues;
  errors: FieldErrors;
  change: (changes: Partial<CampaignFormValues>) => void;
  readOnly: boolean;
  tab: number;
  onTab: (tab: number) => void;
}

/**
 * Messages 1 to 5 (spec 3 §2, §9), one tab each; with confirmation on, each tab also holds its confirmation
 * message. The tabs stay usable in a read-only dialog, so every message can be read.
 */
export function CampaignMessages({ values, errors, change, readOnly, tab, onTab }: CampaignMessagesProps) {
  const { t } = useTranslation(CAMPAIGNS_NS);
  const filled = (slot: number) =>
    Boolean(values[messageField(slot)].trim() || (values.confirmation && values[confirmationField(slot)].trim()));

  return (
    <TabGroup selectedIndex={tab} onChange={onTab} className="campaign-messages">
      <TabList className="tabs campaign-message-tabs">
        {CAMPAIGN_MESSAGE_SLOTS.map((slot) => (
          <Tab key={slot} className="tab" data-testid={`campaign-message-tab-${slot}`}>
            {t('dialog.messageTab', { slot })}
            {filled(slot) && <span className="campaign-message-filled" aria-hidden="true" />}
          </Tab>
        ))}
      </TabList>
      <TabPanels>
        {CAMPAIGN_MESSAGE_SLOTS.map((slot) => (
          // Kept mounted while hidden: one form holds all ten messages.
          <TabPanel key={slot} unmount={false} className="campaign-message-panel">
            {values.confirmation && (
              <TextAreaField
                label={t('dialog.confirmationMessage', { slot })}
                rows={3}
                maxLength={CAMPAIGN_MESSAGE_MAX}
                readOnly={readOnly}
                value={values[confirmationField(slot)]}
                error={errors[confirmationField(slot)]}
                onChange={(event) => change({ [confirmationField(slot)]: event.target.value })}
                data-testid={`campaign-confirmation-message-${slot}`}
              />
            )}
            <TextAreaField
              label={t('dialog.message', { slot })}
              rows={4}
              maxLength={CAMPAIGN_MESSAGE_MAX}
              readOnly={readOnly}
              placeholder={t('dialog.messagePlaceholder')}
              value={values[messageField(slot)]}
              error={errors[messageField(slot)]}
              onChange={(event) => change({ [messageField(slot)]: event.target.value })}
              data-testid={`campaign-message-${slot}`}
            />
          </TabPanel>
        ))}
      </TabPanels>
    </TabGroup>
  );
}
