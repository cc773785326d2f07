import { useTranslation } from 'react-i18next';
import { Icon } from './icons';
import { Page } from './page';

/** Placeholder for a route whose screen belongs to a later issue: never a blank screen. */
export function NotBuiltYet({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <Page title={title}>
      <div className="card empty-state" data-testid="not-built-yet">
        <Icon name="tool" size={36} />
        <p>{t('pages.notBuiltYet')}</p>
      </div>
    </Page>
  );
}
