import type { AnnouncementAnswer } from '@domain/announcements/schema';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { DeletionDialog } from '../../../components/ui/deletion-dialog';
import { Page } from '../../../components/ui/page';
import { SearchAndAdd } from '../../../components/ui/search-and-add';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { useDeleteConfirmation } from '../../../hooks/use-delete-confirmation';
import { useCurrentUser } from '../../../lib/auth/session-provider';
import { toast } from '../../../lib/toast';
import { useAnnouncements, useDeleteAnnouncement } from '../api/announcements';
import { ANNOUNCEMENTS_NS } from '../texts';
import { AnnouncementModal } from './announcement-modal';
import { AnnouncementsTable } from './announcements-table';
import './announcements.css';
import './priority-dot.css';

/** Spec 3 §9: the redirect after the permission toast. */
const REDIRECT_MS = 1000;

/** /announcements (spec 3 §2, §6): super users only; anybody else is told and sent to / after 1 s. */
export function AnnouncementsPage() {
  const { t } = useTranslation(ANNOUNCEMENTS_NS);
  const navigate = useNavigate();
  const allowed = useCurrentUser().super;
  useEffect(() => {
    if (allowed) return;
    toast.error(t('noPermission'));
    const timer = setTimeout(() => navigate('/', { replace: true }), REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [allowed, navigate, t]);
  return allowed ? <AnnouncementsManager /> : null;
}

type Editing = { mode: 'closed' } | { mode: 'add' } | { mode: 'edit'; record: AnnouncementAnswer };

/** Search, the count in the title, the table with infinite scroll and the dialog; live on `announcement`. */
function AnnouncementsManager() {
  const { t } = useTranslation(ANNOUNCEMENTS_NS);
  const [search, setSearch] = useState('');
  const searchParam = useDebouncedValue(search.toLowerCase());
  const [editing, setEditing] = useState<Editing>({ mode: 'closed' });
  const announcements = useAnnouncements(searchParam);
  const remove = useDeleteAnnouncement();
  const deletion = useDeleteConfirmation((record: AnnouncementAnswer) => remove.mutateAsync(record.id), t('deleted'));

  return (
    <Page
      title={
        <span data-testid="announcements-title">{t('title', { count: announcements.data?.pages[0]?.count ?? 0 })}</span>
      }
      actions={
        <SearchAndAdd
          search={search}
          onSearch={setSearch}
          placeholder={t('search')}
          addLabel={t('add')}
          onAdd={() => setEditing({ mode: 'add' })}
          addTestId="announcement-add"
        />
      }
    >
      <AnnouncementsTable
        query={announcements}
        onEdit={(record) => setEditing({ mode: 'edit', record })}
        onDelete={deletion.ask}
      />
      {editing.mode !== 'closed' && (
        <AnnouncementModal
          key={editing.mode === 'edit' ? editing.record.id : 'new'}
          record={editing.mode === 'edit' ? editing.record : undefined}
          onClose={() => setEditing({ mode: 'closed' })}
        />
      )}
      <DeletionDialog deletion={deletion} title={(target) => t('deleteTitle', { title: target?.title ?? '' })}>
        {t('deleteMessage')}
      </DeletionDialog>
    </Page>
  );
}
