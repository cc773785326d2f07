import type { CampaignAnswer } from '@domain/campaigns/schema';
import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '../../../components/ui/icons';
import { TableStatus } from '../../../components/ui/table-status';
import { useInfiniteScroll } from '../../../hooks/use-infinite-scroll';
import { formatDateTime } from '../../../lib/format';
import { useCampaigns } from '../api/campaigns';
import { campaignCells, rowActionsOf, type CampaignRowAction, type Cell } from '../campaign-status';
import { CAMPAIGNS_NS } from '../texts';

interface CampaignsTableProps {
  searchParam: string;
  onAction: (action: CampaignRowAction, campaign: CampaignAnswer) => void;
}

const ICONS: Record<CampaignRowAction, IconName> = {
  stop: 'block',
  restart: 'refresh',
  report: 'dashboard',
  edit: 'edit',
  delete: 'trash',
};

/** Spec 3 §2: the columns with their placeholders, the actions by status, the next page near the bottom. */
export function CampaignsTable({ searchParam, onAction }: CampaignsTableProps) {
  const { t } = useTranslation(CAMPAIGNS_NS);
  const { data, hasNextPage, isFetching, isError, fetchNextPage } = useCampaigns(searchParam);
  const records = data?.pages.flatMap((page) => page.records) ?? [];
  const { containerRef, onScroll } = useInfiniteScroll({
    hasMore: Boolean(hasNextPage),
    loading: isFetching,
    loadMore: () => void fetchNextPage(),
    itemCount: records.length,
  });
  const text = (cell: Cell) => ('value' in cell ? cell.value : t(`placeholders.${cell.placeholder}`));
  const muted = (cell: Cell) => ('value' in cell ? undefined : 'muted');

  return (
    <div className="card table-card" ref={containerRef} onScroll={onScroll}>
      <table className="table campaigns-table" data-testid="campaigns-table">
        <thead>
          <tr>
            <th>{t('columns.name')}</th>
            <th>{t('columns.status')}</th>
            <th>{t('columns.contactList')}</th>
            <th>{t('columns.connection')}</th>
            <th>{t('columns.scheduledAt')}</th>
            <th>{t('columns.completedAt')}</th>
            <th>{t('columns.confirmation')}</th>
            <th className="cell-actions">{t('columns.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {records.map((campaign) => {
            const cells = campaignCells(campaign, (iso) => formatDateTime(iso));
            return (
              <tr key={campaign.id} data-testid={`campaign-row-${campaign.name}`}>
                <td className="campaign-name">{campaign.name}</td>
                <td>
                  <span className={`chip campaign-status campaign-status-${campaign.status}`}>
                    {t(`statuses.${campaign.status}`)}
                  </span>
                </td>
                <td className={muted(cells.contactList)}>{text(cells.contactList)}</td>
                <td className={muted(cells.connection)}>{text(cells.connection)}</td>
                <td className={muted(cells.scheduledAt)}>{text(cells.scheduledAt)}</td>
                <td className={muted(cells.completedAt)}>{text(cells.completedAt)}</td>
                <td>{t(`confirmation.${cells.confirmation}`)}</td>
                <td className="cell-actions campaign-actions">
                  {rowActionsOf(campaign.status).map((action) => (
                    <button
                      key={action}
                      type="button"
                      className={`icon-button${action === 'delete' ? ' danger' : ''}`}
                      aria-label={`${t(`actions.${action}`)} ${campaign.name}`}
                      title={t(`actions.${action}`)}
                      onClick={() => onAction(action, campaign)}
                    >
                      <Icon name={ICONS[action]} size={17} />
                    </button>
                  ))}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {isError && <p className="table-status muted">{t('loadFailed')}</p>}
      <TableStatus loading={isFetching} empty={!isError && records.length === 0} />
    </div>
  );
}
