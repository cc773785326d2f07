import type { Webhook } from '@domain/webhooks/schema';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icons';
import { TableStatus } from '../../../components/ui/table-status';
import { useWebhooks } from '../api/webhooks';
import { WEBHOOKS_NS } from '../texts';

interface WebhooksListProps {
  /** The endpoint whose log is open. */
  selectedId: string | undefined;
  onSelect: (webhook: Webhook) => void;
  onTest: (webhook: Webhook) => void;
  onRegenerate: (webhook: Webhook) => void;
  onEdit: (webhook: Webhook) => void;
  onDelete: (webhook: Webhook) => void;
}

/** The company's endpoints, one card row each: URL, events, status, secret hint and the actions (wrapping). */
export function WebhooksList({ selectedId, onSelect, onTest, onRegenerate, onEdit, onDelete }: WebhooksListProps) {
  const { t } = useTranslation(WEBHOOKS_NS);
  const { t: common } = useTranslation();
  const { data, isLoading } = useWebhooks();
  const webhooks = data?.webhooks ?? [];

  return (
    <div className="card webhooks-list" data-testid="webhooks-list">
      {webhooks.map((webhook) => (
        <article
          key={webhook.id}
          className={`webhook-row${webhook.id === selectedId ? ' webhook-row-selected' : ''}`}
          data-testid={`webhook-row-${webhook.id}`}
        >
          <div className="webhook-main">
            <p className="webhook-url" title={webhook.url}>
              {webhook.url}
            </p>
            <div className="webhook-tags">
              <span className={`chip ${webhook.active ? 'delivery-ok' : 'webhook-off'}`}>
                {webhook.active ? t('active') : t('inactive')}
              </span>
              {webhook.events.map((event) => (
                <span key={event} className="chip webhook-event">
                  {t(`events.${event}`)}
                </span>
              ))}
              <span className="muted webhook-hint">{t('secret.hint', { hint: webhook.secretHint })}</span>
            </div>
          </div>
          <div className="webhook-actions">
            <button type="button" className="btn btn-ghost" onClick={() => onTest(webhook)}>
              <Icon name="send" size={16} />
              {t('test')}
            </button>
            <button
              type="button"
              className="btn btn-ghost"
              aria-pressed={webhook.id === selectedId}
              onClick={() => onSelect(webhook)}
            >
              <Icon name="inbox" size={16} />
              {t('deliveries.show')}
            </button>
            <button type="button" className="btn btn-ghost" onClick={() => onRegenerate(webhook)}>
              <Icon name="lock" size={16} />
              {t('secret.regenerate')}
            </button>
            <button
              type="button"
              className="icon-button"
              aria-label={`${common('common.edit')} ${webhook.url}`}
              onClick={() => onEdit(webhook)}
            >
              <Icon name="edit" size={17} />
            </button>
            <button
              type="button"
              className="icon-button danger"
              aria-label={`${common('common.delete')} ${webhook.url}`}
              onClick={() => onDelete(webhook)}
            >
              <Icon name="trash" size={17} />
            </button>
          </div>
        </article>
      ))}
      {!isLoading && webhooks.length === 0 ? (
        <p className="table-status muted">{t('empty')}</p>
      ) : (
        <TableStatus loading={isLoading} empty={false} />
      )}
    </div>
  );
}
