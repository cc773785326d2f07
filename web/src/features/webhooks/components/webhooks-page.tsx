import type { Webhook } from '@domain/webhooks/schema';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DeletionDialog } from '../../../components/ui/deletion-dialog';
import { Icon } from '../../../components/ui/icons';
import { Page } from '../../../components/ui/page';
import { useDeleteConfirmation } from '../../../hooks/use-delete-confirmation';
import { useCurrentUser } from '../../../lib/auth/session-provider';
import { useSocketEvent } from '../../../lib/realtime-provider';
import { toast } from '../../../lib/toast';
import { useDeleteWebhook, useRegenerateSecret, useTestWebhook, useWebhooks, webhooksQueryKey } from '../api/webhooks';
import { WEBHOOKS_NS } from '../texts';
import { DeliveriesPanel } from './deliveries-panel';
import { SecretDialog } from './secret-dialog';
import { WebhookModal } from './webhook-modal';
import { WebhooksList } from './webhooks-list';
import './webhooks.css';

type Editing = { mode: 'closed' } | { mode: 'add' } | { mode: 'edit'; webhook: Webhook };

/**
 * /webhooks (docs/decisions/056), for admins of a plan with useExternalApi: the endpoints, the add/edit dialog,
 * the secret shown once, a test delivery and each endpoint's delivery log; live on the company's `webhook` and
 * `webhookDelivery` events.
 */
export function WebhooksPage() {
  const { t } = useTranslation(WEBHOOKS_NS);
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<Editing>({ mode: 'closed' });
  const [secret, setSecret] = useState<string>();
  const [selectedId, setSelectedId] = useState<string>();
  const [renewing, setRenewing] = useState<Webhook>();
  const webhooks = useWebhooks().data?.webhooks ?? [];
  const selected = webhooks.find((webhook) => webhook.id === selectedId);
  const deleteWebhook = useDeleteWebhook();
  const deletion = useDeleteConfirmation((webhook: Webhook) => deleteWebhook.mutateAsync(webhook.id), t('deleted'));
  const testWebhook = useTestWebhook();
  const regenerate = useRegenerateSecret();

  const reload = () => void queryClient.invalidateQueries({ queryKey: webhooksQueryKey });
  useSocketEvent(`company-${user.companyId}-webhook`, reload);
  useSocketEvent(`company-${user.companyId}-webhookDelivery`, reload);

  const test = async (webhook: Webhook) => {
    setSelectedId(webhook.id);
    await testWebhook.mutateAsync(webhook.id);
    toast.success(t('testQueued'));
  };

  const renew = async () => {
    if (!renewing) return;
    const renewed = await regenerate.mutateAsync(renewing.id).finally(() => setRenewing(undefined));
    setSecret(renewed.secret);
  };

  return (
    <Page
      title={t('title')}
      actions={
        <button type="button" className="btn btn-primary" onClick={() => setEditing({ mode: 'add' })}>
          <Icon name="plus" size={18} />
          {t('add')}
        </button>
      }
    >
      <p className="muted webhooks-intro">{t('intro')}</p>
      <WebhooksList
        selectedId={selected?.id}
        onSelect={(webhook) => setSelectedId(webhook.id === selectedId ? undefined : webhook.id)}
        onTest={(webhook) => void test(webhook).catch(() => undefined)}
        onRegenerate={setRenewing}
        onEdit={(webhook) => setEditing({ mode: 'edit', webhook })}
        onDelete={deletion.ask}
      />
      {selected && <DeliveriesPanel key={selected.id} webhook={selected} />}
      <WebhookModal
        open={editing.mode !== 'closed'}
        webhook={editing.mode === 'edit' ? editing.webhook : undefined}
        onClose={() => setEditing({ mode: 'closed' })}
        onCreated={(created) => {
          setSecret(created.secret);
          setSelectedId(created.id);
        }}
      />
      <SecretDialog secret={secret} onClose={() => setSecret(undefined)} />
      <ConfirmDialog
        open={renewing !== undefined}
        title={t('secret.regenerateTitle')}
        onConfirm={() => void renew().catch(() => undefined)}
        onClose={() => setRenewing(undefined)}
        busy={regenerate.isPending}
      >
        {t('secret.regenerateMessage')}
      </ConfirmDialog>
      <DeletionDialog deletion={deletion} title={(target) => t('deleteTitle', { url: target?.url ?? '' })}>
        {t('deleteMessage')}
      </DeletionDialog>
    </Page>
  );
}
