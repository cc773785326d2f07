import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Icon } from '../../../components/ui/icons';
import { Spinner } from '../../../components/ui/spinner';
import { useOptionEditor } from '../hooks/use-option-editor';
import type { OptionDraft } from '../option-tree';
import { OptionBranch } from './option-branch';
import { OptionForm } from './option-form';
import './queue-options.css';
import '../../../i18n/queues-texts';

/** Spec 2 §2: the chatbot's option tree of a saved queue, edited in place inside the queue modal. */
export function QueueOptionsEditor({ queueId }: { queueId: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  const editor = useOptionEditor(queueId);
  const { deletion } = editor;
  const renderForm = (draft: OptionDraft) => (
    <OptionForm
      key={draft.mode === 'edit' ? draft.option.id : `add-${draft.parentId}`}
      queueId={queueId}
      draft={draft}
      options={editor.options}
      onDone={editor.closeForm}
    />
  );

  return (
    <section className="option-editor" aria-labelledby={headingId} data-testid="queue-options">
      <header className="option-editor-header">
        <div>
          <h3 id={headingId} className="option-editor-title">
            {t('queueOptions.title')}
          </h3>
          <p className="field-hint">{t('queueOptions.hint')}</p>
        </div>
        <button type="button" className="btn btn-ghost btn-sm" onClick={() => editor.add(-1)}>
          <Icon name="plus" size={16} />
          {t('queueOptions.addRoot')}
        </button>
      </header>
      {editor.isLoading && <Spinner size={22} />}
      {!editor.isLoading && editor.tree.length === 0 && !editor.draft && (
        <p className="muted">{t('queueOptions.empty')}</p>
      )}
      <OptionBranch nodes={editor.tree} prefix="" parentId={-1} actions={{ ...editor, renderForm }} />
      <ConfirmDialog
        open={deletion.target !== null}
        title={t('queueOptions.deleteTitle', { label: deletion.target?.label ?? '' })}
        onConfirm={deletion.confirm}
        onClose={deletion.cancel}
        busy={deletion.busy}
      >
        {t('queueOptions.deleteMessage')}
      </ConfirmDialog>
    </section>
  );
}

/** For a queue not saved yet: its options hang on its id, so they come after the first save. */
export function QueueOptionsAfterSave() {
  const { t } = useTranslation();
  return (
    <section className="option-editor" data-testid="queue-options">
      <h3 className="option-editor-title">{t('queueOptions.title')}</h3>
      <p className="field-hint">{t('queueOptions.saveQueueFirst')}</p>
    </section>
  );
}
