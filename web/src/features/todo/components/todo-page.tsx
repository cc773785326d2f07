import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icons';
import { Page } from '../../../components/ui/page';
import { useTasks } from '../hooks/use-tasks';
import { TaskRow } from './task-row';

export function TodoPage() {
  const { t } = useTranslation();
  const { tasks, add, edit, remove } = useTasks();
  const [text, setText] = useState('');
  const [editingIndex, setEditingIndex] = useState<number | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    if (editingIndex === null) add(text);
    else edit(editingIndex, text);
    setText('');
    setEditingIndex(null);
  };

  const startEditing = (index: number) => {
    setEditingIndex(index);
    setText(tasks[index]?.text ?? '');
  };

  return (
    <Page title={t('todo.title')}>
      <div className="card todo-card">
        <form className="todo-form" onSubmit={onSubmit}>
          <input
            className="input"
            value={text}
            placeholder={t('todo.newTask')}
            aria-label={t('todo.newTask')}
            onChange={(event) => setText(event.target.value)}
          />
          <button type="submit" className="btn btn-primary">
            <Icon name={editingIndex === null ? 'plus' : 'check'} size={18} />
            {editingIndex === null ? t('todo.add') : t('todo.save')}
          </button>
        </form>
        {tasks.length === 0 ? (
          <p className="table-status muted">{t('todo.empty')}</p>
        ) : (
          <ul className="todo-list" data-testid="todo-list">
            {tasks.map((task, index) => (
              <TaskRow
                key={`${task.createdAt}-${index}`}
                task={task}
                editing={editingIndex === index}
                onEdit={() => startEditing(index)}
                onDelete={() => remove(index)}
              />
            ))}
          </ul>
        )}
      </div>
    </Page>
  );
}
