import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/ui/modal';
import type { Queue } from '../../../types/api';
import { QueueForm } from './queue-form';

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
      <QueueForm
        key={queue?.id ?? 'new'}
        queue={queue}
        usedColors={usedColors}
        showHoursTab={showHoursTab}
        onClose={onClose}
      />
    </Modal>
  );
}
