import type { Help } from '@domain/helps/schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icons';
import { Page } from '../../../components/ui/page';
import '../../../i18n/admin-texts';
import { TableStatus } from '../../../components/ui/table-status';
import { useHelpList } from '../api/get-help-list';
import { HelpCard } from './help-card';
import { HelpVideoModal } from './help-video-modal';
import './helps.css';

/** /helps (spec 2 §2): a grid of the help videos' cards; a card opens its video in a modal. */
export function HelpsPage() {
  const { t } = useTranslation();
  const { data: helps, isLoading, isError } = useHelpList();
  const [watching, setWatching] = useState<Help | null>(null);

  return (
    <Page title={t('helps.title')}>
      {helps && helps.length > 0 ? (
        <ul className="help-grid" data-testid="help-grid">
          {helps.map((help) => (
            <HelpCard key={help.id} help={help} onOpen={setWatching} />
          ))}
        </ul>
      ) : isError || helps ? (
        <div className="card empty-state" role={isError ? 'alert' : undefined}>
          <Icon name="helps" size={36} />
          <p>{isError ? t('helps.loadFailed') : t('helps.empty')}</p>
        </div>
      ) : (
        <TableStatus loading={isLoading} empty={false} />
      )}
      <HelpVideoModal help={watching} onClose={() => setWatching(null)} />
    </Page>
  );
}
