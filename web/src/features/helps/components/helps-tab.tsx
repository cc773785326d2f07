import type { Help } from '@domain/helps/schema';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useRecordEditor } from '../../../hooks/use-record-editor';
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
  const deleteHelp = useDeleteHelp();
  const { editing, formKey, load, deletion } = useRecordEditor(
    (help: Help) => deleteHelp.mutateAsync(help.id),
    t('common.operationSuccess'),
  );

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
