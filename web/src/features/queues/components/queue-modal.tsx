import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/ui/modal';
import type { Queue } from '../../../types/api';
import { QueueOptionsAfterSave, QueueOptionsEditor } from '../../queue-options/components/queue-options-editor';
import { emptyQueueForm, queueToForm } from '../queue-form-values';
import { QueueForm } from './queue-form';
import { QueueHoursPanel } from './queue-hours-panel';

interface QueueModalProps {
  open: boolean;
  queue?: Queue;
  /** Every queue, to keep colours unique. */
  queues: Queue[];
  /** Spec 2 §2: the hours tab exists only when the setting scheduleType is 'queue'. */
  showHoursTab: boolean;
  onClose: () => void;
}

export function QueueModal({ open, queue, queues, showHoursTab, onClose }: QueueModalProps) {
  const { t } = useTranslation();
  const usedColors = queues.filter((other) => other.id !== queue?.id).map((other) => other.color);

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={queue ? t('queueModal.editTitle') : t('queueModal.addTitle')}
      testId="queue-modal"
    >
      <TabGroup>
        <TabList className="tabs">
          <Tab className="tab">{t('queueModal.dataTab')}</Tab>
          {showHoursTab && <Tab className="tab">{t('queueModal.hoursTab')}</Tab>}
        </TabList>
        <TabPanels>
          <TabPanel>
            <QueueForm
              key={queue?.id ?? 'new'}
              queueId={queue?.id}
              initialValues={queue ? queueToForm(queue) : emptyQueueForm}
              usedColors={usedColors}
              onCancel={onClose}
              onSaved={onClose}
            >
              {queue ? <QueueOptionsEditor queueId={queue.id} /> : <QueueOptionsAfterSave />}
            </QueueForm>
          </TabPanel>
          {showHoursTab && (
            <TabPanel>
              {queue ? (
                <QueueHoursPanel key={queue.id} queue={queue} onCancel={onClose} onSaved={onClose} />
              ) : (
                <p className="modal-body field-hint">{t('queueHours.saveQueueFirst')}</p>
              )}
            </TabPanel>
          )}
        </TabPanels>
      </TabGroup>
    </Modal>
  );
}
