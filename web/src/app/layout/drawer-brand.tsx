import { useTranslation } from 'react-i18next';

/** The app's name at the top of the drawer, in the shell and in its loading frame alike. */
export function DrawerBrand() {
  const { t } = useTranslation();
  return (
    <div className="drawer-brand">
      <span className="brand">
        <span className="brand-mark" aria-hidden="true" />
        {t('common.appName')}
      </span>
    </div>
  );
}
