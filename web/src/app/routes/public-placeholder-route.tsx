import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Icon } from '../../components/ui/icons';

/** Public pages not built yet (/signup, /term, /privacy), framed like the login screen. */
export function PublicPlaceholderRoute({ titleKey }: { titleKey: ParseKeys }) {
  const { t } = useTranslation();
  return (
    <main className="auth-screen">
      <div className="auth-card card empty-state" data-testid="not-built-yet">
        <Icon name="tool" size={36} />
        <h1 className="auth-title">{t(titleKey)}</h1>
        <p>{t('pages.notBuiltYet')}</p>
        <Link to="/">{t('pages.backHome')}</Link>
      </div>
    </main>
  );
}
