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

/** Attendants with their rating, average support time and online status; the page hides it when empty. */
export function AttendantsTable({ attendants }: { attendants: Attendant[] }) {
  const { t } = useTranslation();
  return (
    <section className="card dashboard-attendants" data-testid="dashboard-attendants">
      <h2 className="dashboard-section-title">{t('dashboard.attendants')}</h2>
      <table className="table">
        <thead>
          <tr>
            <th>{t('dashboard.attendant')}</th>
            <th>{t('dashboard.rating')}</th>
            <th>{t('dashboard.avgSupportTime')}</th>
            <th>{t('dashboard.status')}</th>
          </tr>
        </thead>
        <tbody>
          {attendants.map((attendant) => (
            <tr key={attendant.id} data-testid={`attendant-row-${attendant.id}`}>
              <td>{attendant.name}</td>
              <td>
                <RatingStars rating={attendant.rating} />
              </td>
              <td>{formatMinutes(attendant.avgSupportTime)}</td>
              <td>
                <span className="cell-with-dot">
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
