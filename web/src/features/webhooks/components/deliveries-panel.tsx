import type { Webhook, WebhookDelivery } from '@domain/webhooks/schema';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icons';
import { TableStatus } from '../../../components/ui/table-status';
import { useDeliveries } from '../api/webhooks';
import { WEBHOOKS_NS } from '../texts';

const OUTCOME_CLASS: Record<WebhookDelivery['outcome'], string> = {
  delivered: 'delivery-ok',
  retrying: 'delivery-retry',
  failed: 'delivery-failed',
};

/** An endpoint's delivery log (newest attempt first): time, event, status, attempt, duration; more on request. */
export function DeliveriesPanel({ webhook }: { webhook: Webhook }) {
  const { t, i18n } = useTranslation(WEBHOOKS_NS);
  const { data, isFetching, hasNextPage, fetchNextPage, refetch } = useDeliveries(webhook.id);
  const deliveries = data?.pages.flatMap((page) => page.deliveries) ?? [];
  const time = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'medium' });

  return (
    <section className="card webhook-deliveries" data-testid="webhook-deliveries" aria-live="polite">
      <header className="webhook-deliveries-header">
        <h2 className="webhook-deliveries-title">{t('deliveries.title', { url: webhook.url })}</h2>
        <button type="button" className="btn btn-ghost" onClick={() => void refetch()} disabled={isFetching}>
          <Icon name="refresh" size={16} />
          {t('deliveries.refresh')}
        </button>
      </header>
      <div className="webhook-deliveries-scroll">
        <table className="table">
          <thead>
            <tr>
              <th>{t('deliveries.time')}</th>
              <th>{t('deliveries.event')}</th>
              <th>{t('deliveries.status')}</th>
              <th className="cell-count">{t('deliveries.attempt')}</th>
              <th className="cell-count">{t('deliveries.duration')}</th>
            </tr>
          </thead>
          <tbody>
            {deliveries.map((delivery) => (
              <tr key={`${delivery.deliveryId}-${delivery.attempt}`} data-testid="webhook-delivery">
                <td className="cell-nowrap">{time.format(new Date(delivery.at))}</td>
                <td>{t(`events.${delivery.event}`)}</td>
                <td>
                  <span className={`chip ${OUTCOME_CLASS[delivery.outcome]}`} title={delivery.error}>
                    {delivery.status ?? t('deliveries.noAnswer')} · {t(`deliveries.outcome.${delivery.outcome}`)}
                  </span>
                </td>
                <td className="cell-count" data-label={t('deliveries.attempt')}>
                  {delivery.attempt}
                </td>
                <td className="cell-count" data-label={t('deliveries.duration')}>
                  {delivery.durationMs} ms
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {!isFetching && deliveries.length === 0 ? (
        <p className="table-status muted">{t('deliveries.empty')}</p>
      ) : (
        <TableStatus loading={isFetching} empty={false} />
      )}
      {hasNextPage && !isFetching && (
        <button type="button" className="btn btn-ghost webhook-more" onClick={() => void fetchNextPage()}>
          {t('deliveries.more')}
        </button>
      )}
    </section>
  );
}
