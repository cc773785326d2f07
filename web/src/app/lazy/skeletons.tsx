import { useTranslation } from 'react-i18next';
import { useMediaQuery } from '../../hooks/use-media-query';
import { MOBILE_QUERY } from '../layout/mobile-query';
import { DrawerBrand } from '../layout/drawer-brand';

/**
 * What a page shows while its chunk loads: the page's frame (title row and card) in place, so nothing moves when
 * the page arrives. It fades in only after a moment, so a quick load shows no flash (styles/skeleton.css).
 */
export function PageSkeleton() {
  const { t } = useTranslation();
  return (
    <section
      className="page page-skeleton"
      aria-busy="true"
      aria-label={t('common.loading')}
      data-testid="page-skeleton"
    >
      <header className="page-header">
        <span className="skeleton-bar skeleton-title" />
      </header>
      <div className="card skeleton-card" />
    </section>
  );
}

/** The shell's frame (drawer, top bar, content) while the shell's chunk loads after a fresh page load. */
export function ShellSkeleton() {
  const temporaryDrawer = useMediaQuery(MOBILE_QUERY);
  return (
    <div className={`shell${temporaryDrawer ? ' drawer-temporary' : ' drawer-open'}`} data-testid="shell-skeleton">
      <aside className="drawer" aria-hidden="true">
        <DrawerBrand />
      </aside>
      <div className="shell-main">
        <header className="top-bar" />
        <main className="shell-content">
          <PageSkeleton />
        </main>
      </div>
    </div>
  );
}
