import { storageKeys, type KeyValueStorage } from '../../lib/storage';

/** A to-do kept only in this browser (spec 1 §2, localStorage key `tasks`). */
export interface Task {
  text: string;
  createdAt: string;
  updatedAt: string;
}

export function loadTasks(storage: KeyValueStorage): Task[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(storageKeys.tasks) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isTask) : [];
  } catch {
    return [];
  }
}

export function saveTasks(storage: KeyValueStorage, tasks: readonly Task[]): void {
  storage.setItem(storageKeys.tasks, JSON.stringify(tasks));
}

/** Blank text is ignored: the list comes back unchanged. */
export function addTask(tasks: readonly Task[], text: string, now: Date): readonly Task[] {
  const trimmed = text.trim();
  if (!trimmed) return tasks;
  const stamp = now.toISOString();
  return [...tasks, { text: trimmed, createdAt: stamp, updatedAt: stamp }];
}

export function editTask(tasks: readonly Task[], index: number, text: string, now: Date): readonly Task[] {
  const trimmed = text.trim();
  if (!trimmed || !tasks[index]) return tasks;
  return tasks.map((task, position) =>
    position === index ? { ...task, text: trimmed, updatedAt: now.toISOString() } : task,
  );
}

export function deleteTask(tasks: readonly Task[], index: number): readonly Task[] {
  return tasks.filter((_, position) => position !== index);
}

function isTask(value: unknown): value is Task {
  const task = value as Partial<Task> | null;
  return typeof task?.text === 'string' && typeof task.createdAt === 'string' && typeof task.updatedAt === 'string';
}
