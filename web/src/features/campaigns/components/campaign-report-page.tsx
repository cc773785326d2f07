import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { Page } from '../../../components/ui/page';
import { Spinner } from '../../../components/ui/spinner';
import { useCurrentUser } from '../../../lib/auth/session-provider';
import { formatDateTime } from '../../../lib/format';
import { useCampaign } from '../api/campaigns';
import { deliveryProgress, reportCards, type Cell } from '../campaign-status';
import { useCampaignEvents } from '../hooks/use-campaign-events';
import { useFinishedReload } from '../hooks/use-finished-reload';
import { CAMPAIGNS_NS } from '../texts';
import './campaigns.css';

/**
 * /campaign/:campaignId/report (spec 3 §2, §4): 'Relatório da {name}', delivered of valid, the progress bar and
 * the cards; live on the campaign event (its record replaces the one shown), reloaded 5 s after FINALIZADA.
 */
export function CampaignReportPage() {
  const { t } = useTranslation(CAMPAIGNS_NS);
  const user = useCurrentUser();
  const { campaignId = '' } = useParams();
  const { data: campaign, isError, refetch } = useCampaign(campaignId);
  useCampaignEvents(user.companyId);
  useFinishedReload(campaign?.status, () => void refetch());

  const back = (
    <Link to="/campaigns" className="btn btn-ghost">
      {t('report.back')}
    </Link>
  );
  if (!campaign) {
    return (
      <Page title={t('title')} actions={back}>
        <div className="card campaign-report-empty">{isError ? t('report.notFound') : <Spinner />}</div>
      </Page>
    );
  }
  const progress = deliveryProgress(campaign.counts);
  const text = (cell: Cell) => ('value' in cell ? cell.value : t(`placeholders.${cell.placeholder}`));

  return (
    <Page
      title={<span data-testid="campaign-report-title">{t('report.title', { name: campaign.name })}</span>}
      actions={back}
    >
      <div className="card campaign-report" data-testid="campaign-report">
        <div className="campaign-report-status">
          <span
            className={`chip campaign-status campaign-status-${campaign.status}`}
            data-testid="campaign-report-status"
          >
            {t(`statuses.${campaign.status}`)}
          </span>
          <span data-testid="campaign-report-delivered">
            {t('report.delivered', { delivered: campaign.counts.delivered, valid: campaign.counts.valid })}
          </span>
        </div>
        <div
          className="campaign-progress"
          role="progressbar"
          aria-label={t('report.progress')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress}
          data-testid="campaign-progress"
        >
          <div className="campaign-progress-bar" style={{ width: `${progress}%` }} />
          <span className="campaign-progress-label">{progress}%</span>
        </div>
        <dl className="campaign-report-cards">
          {reportCards(campaign, (iso) => formatDateTime(iso)).map((card) => (
            <div key={card.key} className="campaign-report-card" data-testid={`campaign-card-${card.key}`}>
              <dt>{t(`report.cards.${card.key}`)}</dt>
              <dd className={'value' in card.value ? undefined : 'muted'}>{text(card.value)}</dd>
            </div>
          ))}
        </dl>
      </div>
    </Page>
  );
}
