import { useCallback, useState } from 'react';
import { browserStorage } from '../../../lib/storage';
import { addTask, deleteTask, editTask, loadTasks, saveTasks, type Task } from '../tasks';

/** The to-do list, written back to localStorage on every change. */
export function useTasks() {
  const [tasks, setTasks] = useState<readonly Task[]>(() => loadTasks(browserStorage()));

  const update = useCallback((change: (current: readonly Task[]) => readonly Task[]) => {
    setTasks((current) => {
      const next = change(current);
      if (next !== current) saveTasks(browserStorage(), next);
      return next;
    });
  }, []);

  return {
    tasks,
    add: (text: string) => update((current) => addTask(current, text, new Date())),
    edit: (index: number, text: string) => update((current) => editTask(current, index, text, new Date())),
    remove: (index: number) => update((current) => deleteTask(current, index)),
  };
}
