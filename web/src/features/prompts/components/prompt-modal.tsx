import { useTranslation } from 'react-i18next';
import { TextAreaField, TextField } from '../../../components/ui/field';
import { Modal } from '../../../components/ui/modal';
import { RecordSelect } from '../../../components/ui/record-select';
import { useRecordForm } from '../../../hooks/use-save-form';
import { useQueues } from '../../queues/api/get-queues';
import type { PromptAnswer } from '@domain/prompts/schema';
import { useCreatePrompt, useUpdatePrompt } from '../api/prompts';
import { emptyPromptForm, promptToForm, toPromptPayload } from '../prompt-form-values';
import { PROMPTS_NS } from '../texts';
import { PromptModelFields } from './prompt-model-fields';
import { PromptVoiceFields } from './prompt-voice-fields';

interface PromptModalProps {
  /** The prompt edited, or none to add one. */
  record?: PromptAnswer;
  onClose: () => void;
}

/** Spec 3 §3: every field of a prompt; 'Informe o setor' without a queue; the success toast 'prompt saved'. */
export function PromptModal({ record, onClose }: PromptModalProps) {
  const { t } = useTranslation(PROMPTS_NS);
  const { data: queues = [] } = useQueues();
  const { values, errors, change, onSubmit, saving } = useRecordForm({
    id: record?.id,
    initialValues: record ? promptToForm(record) : emptyPromptForm,
    check: (current) => toPromptPayload(current, Boolean(record)),
    create: useCreatePrompt(),
    update: useUpdatePrompt(),
    savedMessage: t('saved'),
    onSaved: onClose,
  });

  return (
    <Modal open title={t(record ? 'modal.editTitle' : 'modal.addTitle')} onClose={onClose} testId="prompt-modal">
      <form onSubmit={onSubmit} noValidate data-testid="prompt-form">
        <div className="modal-body form-grid">
          <TextField
            label={t('modal.name')}
            name="name"
            autoComplete="off"
            autoFocus
            maxLength={100}
            value={values.name}
            error={errors.name}
            onChange={(event) => change({ name: event.target.value })}
          />
          <TextAreaField
            label={t('modal.prompt')}
            name="prompt"
            rows={6}
            value={values.prompt}
            error={errors.prompt}
            placeholder={t('modal.promptHint')}
            onChange={(event) => change({ prompt: event.target.value })}
          />
          <div className="prompt-row">
            <TextField
              label={t('modal.apiKey')}
              name="apiKey"
              type="password"
              autoComplete="off"
              value={values.apiKey}
              error={errors.apiKey}
              hint={record?.apiKey ? t('modal.apiKeyKept', { masked: record.apiKey }) : undefined}
              onChange={(event) => change({ apiKey: event.target.value })}
            />
            <RecordSelect
              label={t('modal.queue')}
              name="queueId"
              noneText={t('modal.chooseQueue')}
              records={queues}
              value={values.queueId}
              error={errors.queueId}
              onChange={(queueId) => change({ queueId })}
            />
          </div>
          <PromptModelFields values={values} errors={errors} onChange={change} />
          <PromptVoiceFields values={values} errors={errors} maskedKey={record?.voiceKey} onChange={change} />
        </div>
        <footer className="modal-footer">
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            {t('modal.cancel')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={saving} data-testid="prompt-save">
            {record ? t('modal.save') : t('modal.add')}
          </button>
        </footer>
      </form>
    </Modal>
  );
}
