import type { TagWithCount } from '@domain/tags/schema';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/field';
import { Modal } from '../../../components/ui/modal';
import { useRecordForm } from '../../../hooks/use-save-form';
import { ColorPalette } from '../../queues/components/color-palette';
import { useCreateTag, useUpdateTag } from '../api/tags';
import { emptyTagForm, tagToForm, toTagPayload } from '../tag-form-values';
import { TAGS_NS } from '../texts';

interface TagModalProps {
  open: boolean;
  /** The tag being edited; absent when adding one. */
  tag?: TagWithCount;
  /** Spec 2 §6: the kanban switch shows only for profile admin or supervisor. */
  showKanban: boolean;
  onClose: () => void;
}

export function TagModal({ open, tag, showKanban, onClose }: TagModalProps) {
  const { t } = useTranslation(TAGS_NS);
  return (
    <Modal open={open} onClose={onClose} title={tag ? t('modal.editTitle') : t('modal.addTitle')} testId="tag-modal">
      <TagForm key={tag?.id ?? 'new'} tag={tag} showKanban={showKanban} onClose={onClose} />
    </Modal>
  );
}

function TagForm({ tag, showKanban, onClose }: Omit<TagModalProps, 'open'>) {
  const { t } = useTranslation(TAGS_NS);
  const kanbanHintId = useId();
  const { values, errors, change, onSubmit, saving } = useRecordForm({
    id: tag?.id,
    initialValues: tag ? tagToForm(tag) : emptyTagForm,
    check: (current) => toTagPayload(current, showKanban),
    create: useCreateTag(),
    update: useUpdateTag(),
    savedMessage: t('saved'),
    onSaved: onClose,
  });

  return (
    <form onSubmit={onSubmit} noValidate data-testid="tag-form">
      <div className="modal-body tag-form-fields">
        <TextField
          label={t('modal.name')}
          value={values.name}
          error={errors.name}
          autoFocus
          maxLength={50}
          onChange={(event) => change({ name: event.target.value })}
        />
        <ColorPalette
          value={values.color}
          onChange={(color) => change({ color })}
          usedColors={[]}
          error={errors.color}
        />
        {showKanban && (
          <div className="tag-kanban-field">
            <label className="switch-field">
              <input
                type="checkbox"
                role="switch"
                checked={values.kanban}
                aria-describedby={kanbanHintId}
                onChange={(event) => change({ kanban: event.target.checked })}
              />
              <span>{t('modal.kanban')}</span>
            </label>
            <p id={kanbanHintId} className="field-hint">
              {t('modal.kanbanHint')}
            </p>
          </div>
        )}
      </div>
      <footer className="modal-footer">
        <button type="button" className="btn btn-ghost" onClick={onClose}>
          {t('modal.cancel')}
        </button>
        <button type="submit" className="btn btn-primary" disabled={saving}>
          {tag ? t('modal.save') : t('modal.add')}
        </button>
      </footer>
    </form>
  );
}
