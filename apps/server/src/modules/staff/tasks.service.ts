import { type CreateTaskBody, type StaffTask, SUCCESS_MESSAGES, type UpdateTaskBody } from '@nupe/shared';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { CurrentUser } from '../../plugins/access.js';
import { tasksRepository } from '../../repositories/tasks.repository.js';
import { toTask } from './staff.mappers.js';

export type TasksService = ReturnType<typeof createTasksService>;

/** Staff area: the staff team's shared task list. */
export function createTasksService(db: Db) {
  async function task(id: string): Promise<StaffTask> {
    const v = await tasksRepository.find(db, id);
    if (!v) throw new AppError('TASK_NOT_FOUND', 404);
    return toTask(v);
  }

  async function checkAssignee(assigneeId: string | null | undefined) {
    if (!assigneeId) return;
    const members = await tasksRepository.members(db);
    if (!members.some((m) => m.id === assigneeId)) throw new AppError('ASSIGNEE_NOT_STAFF', 400);
  }
  return {
    // Tasks
    members: () => tasksRepository.members(db),

    async tasks(): Promise<StaffTask[]> {
      return (await tasksRepository.list(db)).map(toTask);
    },

    async createTask(user: CurrentUser, body: CreateTaskBody) {
      await checkAssignee(body.assigneeId);
      const id = await tasksRepository.insert(db, {
        title: body.title,
        assigneeId: body.assigneeId ?? null,
        dueDate: body.dueDate ?? null,
        createdBy: user.id,
      });
      return { message: SUCCESS_MESSAGES.TASK_CREATED, task: await task(id) };
    },

    async updateTask(user: CurrentUser, id: string, body: UpdateTaskBody) {
      await checkAssignee(body.assigneeId);
      const now = new Date();
      const changed = await tasksRepository.update(db, id, {
        ...(body.title !== undefined ? { title: body.title } : {}),
        ...(body.assigneeId !== undefined ? { assigneeId: body.assigneeId } : {}),
        ...(body.dueDate !== undefined ? { dueDate: body.dueDate } : {}),
        ...(body.done === true ? { doneAt: now, doneBy: user.id } : {}),
        ...(body.done === false ? { doneAt: null, doneBy: null } : {}),
        updatedAt: now,
      });
      if (!changed) throw new AppError('TASK_NOT_FOUND', 404);
      return { message: SUCCESS_MESSAGES.TASK_UPDATED, task: await task(id) };
    },

    async deleteTask(id: string) {
      if (!(await tasksRepository.remove(db, id))) throw new AppError('TASK_NOT_FOUND', 404);
      return { message: SUCCESS_MESSAGES.TASK_DELETED };
    },
  };
}
