import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../lib/storage';
import { addTask, deleteTask, editTask, loadTasks, saveTasks } from './tasks';

const monday = new Date('2025-03-03T10:00:00.000Z');
const tuesday = new Date('2025-03-04T10:00:00.000Z');

describe('to-do tasks', () => {
  it('adds a task with its text trimmed and both timestamps set', () => {
    expect(addTask([], '  call the client ', monday)).toEqual([
      { text: 'call the client', createdAt: monday.toISOString(), updatedAt: monday.toISOString() },
    ]);
  });

  it('ignores empty or blank text', () => {
    const tasks = addTask([], 'one', monday);
    expect(addTask(tasks, '', monday)).toBe(tasks);
    expect(addTask(tasks, '   ', monday)).toBe(tasks);
    expect(editTask(tasks, 0, ' ', tuesday)).toBe(tasks);
  });

  it('edits the text and the update time but keeps the creation time', () => {
    const [edited] = editTask(addTask([], 'one', monday), 0, 'two', tuesday);
    expect(edited).toEqual({ text: 'two', createdAt: monday.toISOString(), updatedAt: tuesday.toISOString() });
  });

  it('deletes the task at the given position', () => {
    const tasks = addTask(addTask([], 'one', monday), 'two', monday);
    expect(deleteTask(tasks, 0).map((task) => task.text)).toEqual(['two']);
  });

  it("round-trips through localStorage key 'tasks'", () => {
    const storage = memoryStorage();
    const tasks = addTask([], 'one', monday);
    saveTasks(storage, tasks);
    expect(JSON.parse(storage.getItem('tasks') ?? '')).toEqual(tasks);
    expect(loadTasks(storage)).toEqual(tasks);
  });

  it('starts empty when the stored value is missing or not a task list', () => {
    expect(loadTasks(memoryStorage())).toEqual([]);
    expect(loadTasks(memoryStorage({ tasks: '{broken' }))).toEqual([]);
    expect(loadTasks(memoryStorage({ tasks: '[{"text":1}]' }))).toEqual([]);
  });
});
