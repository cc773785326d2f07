import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Icon } from '../../../components/ui/icons';

/** What a non-admin sees at `/`: the dashboard is admin-only (spec 1 §6). */
export function WelcomePage({ userName }: { userName: string }) {
  const { t } = useTranslation();
  return (
    <section className="page">
      <div className="card empty-state welcome" data-testid="welcome">
        <Icon name="tickets" size={40} />
        <h1 className="page-title">{t('pages.welcomeTitle', { name: userName })}</h1>
        <p className="muted">{t('pages.welcomeText')}</p>
        <Link className="btn btn-primary" to="/tickets">
          {t('menu.tickets')}
        </Link>
      </div>
    </section>
  );
}
