import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRecordForm } from '../../../hooks/use-save-form';
import type { FieldErrors } from '../../../lib/form';
import type { Queue } from '../../../types/api';
import { QueueOptionsAfterSave, QueueOptionsEditor } from '../../queue-options/components/queue-options-editor';
import { useCreateQueue } from '../api/create-queue';
import { useUpdateQueue } from '../api/update-queue';
import { emptyQueueForm, queueToForm, toQueuePayload } from '../queue-form-values';
import { QueueDataFields } from './queue-data-fields';
import { QueueHoursFields } from './queue-hours-fields';

interface QueueFormProps {
  /** The queue being edited; absent when adding one. */
  queue?: Queue;
  usedColors: string[];
  /** Spec 2 §2: the hours tab exists only when the setting scheduleType is 'queue'. */
  showHoursTab: boolean;
  onClose: () => void;
}

const DATA_TAB = 0;
const HOURS_TAB = 1;

/** Hours errors are keyed `<weekday>.<field>`; every other key is a field of the data tab. */
const tabOfFirstError = (errors: FieldErrors) =>
  Object.keys(errors).every((key) => key.includes('.')) ? HOURS_TAB : DATA_TAB;

/**
 * Both tabs of the queue modal are one form with one Salvar (issue 14): what was typed on a tab is kept while
 * the other shows and is saved together. A save stopped by an error shows the tab that holds it.
 */
export function QueueForm({ queue, usedColors, showHoursTab, onClose }: QueueFormProps) {
  const { t } = useTranslation();
  const formId = useId();
  const [tab, setTab] = useState(DATA_TAB);
  const { values, errors, change, onSubmit, saving } = useRecordForm({
    id: queue?.id,
    initialValues: queue ? queueToForm(queue) : emptyQueueForm,
    check: (current) => toQueuePayload(current, showHoursTab),
    create: useCreateQueue(),
    update: useUpdateQueue(),
    savedMessage: t('queueModal.saved'),
    onSaved: onClose,
    onInvalid: (found) => showHoursTab && setTab(tabOfFirstError(found)),
  });

  return (
    <TabGroup selectedIndex={tab} onChange={setTab}>
      <TabList className="tabs">
        <Tab className="tab">{t('queueModal.dataTab')}</Tab>
        {showHoursTab && <Tab className="tab">{t('queueModal.hoursTab')}</Tab>}
      </TabList>
      <TabPanels>
        {/* Kept mounted while hidden: the Salvar below submits the data tab's form from either tab. */}
        <TabPanel unmount={false}>
          <form id={formId} onSubmit={onSubmit} noValidate data-testid="queue-form">
            <QueueDataFields values={values} errors={errors} usedColors={usedColors} onChange={change} />
          </form>
          {/* Outside the form: the option tree has forms of its own. */}
          {queue ? <QueueOptionsEditor queueId={queue.id} /> : <QueueOptionsAfterSave />}
        </TabPanel>
        {showHoursTab && (
          <TabPanel unmount={false}>
            <form onSubmit={onSubmit} noValidate data-testid="queue-hours-form">
              <QueueHoursFields rows={values.rows} errors={errors} onChange={(rows) => change({ rows })} />
            </form>
          </TabPanel>
        )}
      </TabPanels>
      <footer className="modal-footer">
        <button type="button" className="btn btn-ghost" onClick={onClose}>
          {t('common.cancel')}
        </button>
        <button type="submit" form={formId} className="btn btn-primary" disabled={saving}>
          {queue ? t('common.save') : t('common.add')}
        </button>
      </footer>
    </TabGroup>
  );
}
