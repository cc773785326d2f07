import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icons';
import { formatDateTime } from '../../../lib/format';
import type { Task } from '../tasks';

interface TaskRowProps {
  task: Task;
  editing: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

export function TaskRow({ task, editing, onEdit, onDelete }: TaskRowProps) {
  const { t } = useTranslation();
  return (
    <li className={`todo-item${editing ? ' editing' : ''}`}>
      <div>
        <p className="todo-text">{task.text}</p>
        <p className="muted small">{formatDateTime(task.updatedAt)}</p>
      </div>
      <div className="row-actions">
        <button type="button" className="icon-button" aria-label={t('todo.editTask')} onClick={onEdit}>
          <Icon name="edit" size={17} />
        </button>
        <button type="button" className="icon-button danger" aria-label={t('todo.deleteTask')} onClick={onDelete}>
          <Icon name="trash" size={17} />
        </button>
      </div>
    </li>
  );
}
