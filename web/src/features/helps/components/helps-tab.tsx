import type { Help } from '@domain/helps/schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useDeleteConfirmation } from '../../../hooks/use-delete-confirmation';
import { useDeleteHelp } from '../api/delete-help';
import { useHelps } from '../api/get-helps';
import { useHelpsRealtime } from '../hooks/use-helps-realtime';
import { HelpForm } from './help-form';
import { HelpsTable } from './helps-table';
import './helps.css';

/** Settings › Ajuda (super users, spec 2 §2): the form on top, the records below. */
export function HelpsTab({ companyId }: { companyId: string }) {
  const { t } = useTranslation();
  const { data: helps, isLoading, isError } = useHelps();
  useHelpsRealtime(companyId);
  const [editing, setEditing] = useState<Help | null>(null);
  // The form starts over (its values, its errors) whenever another record, or none, is loaded into it.
  const [formKey, setFormKey] = useState(0);
  const load = (help: Help | null) => {
    setEditing(help);
    setFormKey((key) => key + 1);
  };
  const deleteHelp = useDeleteHelp();
  const deletion = useDeleteConfirmation(async (help: Help) => {
    await deleteHelp.mutateAsync(help.id);
    load(null);
  }, t('common.operationSuccess'));

  return (
    <div className="helps-tab" data-testid="helps-tab">
      <HelpForm
        key={formKey}
        help={editing}
        onSaved={() => load(null)}
        onClear={() => load(null)}
        onDelete={deletion.ask}
      />
      <HelpsTable helps={helps} loading={isLoading} failed={isError} selectedId={editing?.id} onSelect={load} />
      <ConfirmDialog
        open={deletion.target !== null}
        title={t('helps.deleteTitle')}
        onConfirm={deletion.confirm}
        onClose={deletion.cancel}
        busy={deletion.busy}
      >
        {t('helps.deleteMessage', { title: deletion.target?.title ?? '' })}
      </ConfirmDialog>
    </div>
  );
}
