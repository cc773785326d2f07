import type { Attendant } from '@domain/dashboard/schema';
import { useTranslation } from 'react-i18next';
import { filledStars, formatMinutes } from '../dashboard-filter';

function RatingStars({ rating }: { rating: number | null }) {
  const { t } = useTranslation();
  const filled = filledStars(rating);
  const label = filled === 0 ? t('dashboard.noRating') : t('dashboard.ratingValue', { value: filled });
  return (
    <span className="rating-stars" role="img" aria-label={label} title={label} data-rating={filled}>
      {[1, 2, 3].map((star) => (
        <span key={star} className={star <= filled ? 'star filled' : 'star'} aria-hidden="true">
          ★
        </span>
      ))}
    </span>
  );
}

/** Shown instead of an average when the attendant closed no ticket in the range. */
const NO_AVERAGE = '—';

/**
 * Every attendant of the company (issue 14) with their rating, average support time and tickets closed in the
 * range, the tickets they are serving now and whether they are online (kept live); the page hides it when empty.
 */
export function AttendantsTable({ attendants }: { attendants: Attendant[] }) {
  const { t } = useTranslation();
  return (
    <section className="card dashboard-attendants" data-testid="dashboard-attendants">
      <h2 className="dashboard-section-title">{t('dashboard.attendants')}</h2>
      <table className="table attendants-table">
        <thead>
          <tr>
            <th>{t('dashboard.attendant')}</th>
            <th>{t('dashboard.rating')}</th>
            <th>{t('dashboard.avgSupportTime')}</th>
            <th className="cell-number">{t('dashboard.openTickets')}</th>
            <th className="cell-number">{t('dashboard.closedTickets')}</th>
            <th>{t('dashboard.status')}</th>
          </tr>
        </thead>
        <tbody>
          {attendants.map((attendant) => (
            <tr key={attendant.id} data-testid={`attendant-row-${attendant.id}`}>
              <td className="cell-name" data-testid="attendant-name">
                {attendant.name}
              </td>
              {/* On phones each row is a card: the labels come from data-label (dashboard.css). */}
              <td data-label={t('dashboard.rating')}>
                <RatingStars rating={attendant.rating} />
              </td>
              <td data-label={t('dashboard.avgSupportTime')} data-testid="attendant-avg">
                {attendant.avgSupportTime === null ? NO_AVERAGE : formatMinutes(attendant.avgSupportTime)}
              </td>
              <td className="cell-number" data-label={t('dashboard.openTickets')} data-testid="attendant-open">
                {attendant.openTickets}
              </td>
              <td className="cell-number" data-label={t('dashboard.closedTickets')} data-testid="attendant-closed">
                {attendant.tickets}
              </td>
              <td className="cell-status">
                <span className="cell-with-dot" data-testid="attendant-status">
                  <span className={`presence-dot${attendant.online ? ' online' : ''}`} aria-hidden="true" />
                  {attendant.online ? t('dashboard.online') : t('dashboard.offline')}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
