import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Icon } from '../../components/ui/icons';

/**
 * The top bar's word on a connection needing attention (issue 14): the Connections menu entry may sit below
 * the fold, the top bar never does. Shown by the same live rule as the menu's badge (spec 1 §2).
 */
export function ConnectionsAlertLink() {
  const { t } = useTranslation();
  const text = t('menu.connectionsAlert');
  return (
    <Link to="/connections" className="top-bar-alert" aria-label={text} title={text} data-testid="top-bar-alert">
      <Icon name="alert" size={18} />
      <span className="top-bar-alert-text">{text}</span>
    </Link>
  );
}
