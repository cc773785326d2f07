import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/ui/page';
import '../../../i18n/admin-texts';
import { TableStatus } from '../../../components/ui/table-status';
import { HelpsTab } from '../../helps/components/helps-tab';
import { useSettings } from '../api/get-settings';
import { settingsTabs } from '../settings-tabs';
import { HoursTab } from './hours-tab';
import { OptionsTab } from './options-tab';

/** The Empresas and Planos tabs (super users only) load with their first showing. */
const CompaniesTab = lazy(() => import('../../companies/components/companies-tab'));
const PlansTab = lazy(() => import('../../plans/components/plans-tab'));

function LazyTab({ tab, companyId }: { tab: 'companies' | 'plans'; companyId: string }) {
  return (
    <Suspense fallback={<TableStatus loading empty={false} />}>
      {tab === 'companies' ? <CompaniesTab companyId={companyId} /> : <PlansTab companyId={companyId} />}
    </Suspense>
  );
}
import './settings.css';

interface SettingsPageProps {
  companyId: string;
  /** Admins change settings; everyone else who reaches the page sees them read-only. */
  canEdit: boolean;
  /** Super users also get the platform's tabs (spec 2 §2). */
  isSuper?: boolean;
}

export function SettingsPage({ companyId, canEdit, isSuper = false }: SettingsPageProps) {
  const { t } = useTranslation();
  const { data: settings, isLoading } = useSettings();
  const tabs = settingsTabs(settings?.find((setting) => setting.key === 'scheduleType')?.value, isSuper);
  const [selected, setSelected] = useState(0);
  // The hours tab goes away when scheduleType leaves company; the options tab then shows instead of nothing.
  const selectedIndex = Math.min(selected, tabs.length - 1);

  return (
    <Page title={t('settings.title')}>
      <div className="card settings-card">
        {settings ? (
          <TabGroup selectedIndex={selectedIndex} onChange={setSelected}>
            <TabList className="tabs">
              {tabs.map((tab) => (
                <Tab key={tab} className="tab">
                  {t(`settings.tabs.${tab}`)}
                </Tab>
              ))}
            </TabList>
            <TabPanels>
              {tabs.map((tab) => (
                <TabPanel key={tab} className="settings-panel">
                  {tab === 'options' && <OptionsTab settings={settings} canEdit={canEdit} />}
                  {tab === 'hours' && <HoursTab companyId={companyId} canEdit={canEdit} />}
                  {(tab === 'companies' || tab === 'plans') && <LazyTab tab={tab} companyId={companyId} />}
                  {tab === 'helps' && <HelpsTab companyId={companyId} />}
                </TabPanel>
              ))}
            </TabPanels>
          </TabGroup>
        ) : (
          <TableStatus loading={isLoading} empty={false} />
        )}
      </div>
    </Page>
  );
}
