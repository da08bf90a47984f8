import {
  CreateTaskBodySchema,
  IdParamsSchema,
  MessageResponseSchema,
  StaffMembersResponseSchema,
  StaffTasksResponseSchema,
  TaskResponseSchema,
  UpdateTaskBodySchema,
} from '@nupe/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/access.js';
import { errors, security, staff, tags } from './staff-route-config.js';
import type { TasksService } from './tasks.service.js';

/** Staff area: the task list. Every call is for staff; admins may do all of it too. */
export const tasksRoutes: FastifyPluginAsyncZod<{ service: TasksService }> = async (app, { service }) => {
  app.get(
    '/staff/members',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Active staff and admin accounts, for assigning tasks',
        security,
        response: { 200: StaffMembersResponseSchema, ...errors },
      },
    },
    async () => ({ members: await service.members() }),
  );

  app.get(
    '/staff/tasks',
    {
      config: staff,
      schema: {
        tags,
        summary: 'The shared task list',
        security,
        response: { 200: StaffTasksResponseSchema, ...errors },
      },
    },
    async () => ({ tasks: await service.tasks() }),
  );

  app.post(
    '/staff/tasks',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Add a task',
        security,
        body: CreateTaskBodySchema,
        response: { 201: TaskResponseSchema, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await service.createTask(requireUser(request), request.body)),
  );

  app.patch(
    '/staff/tasks/:id',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Change a task: title, assignee, due date, done',
        security,
        params: IdParamsSchema,
        body: UpdateTaskBodySchema,
        response: { 200: TaskResponseSchema, ...errors },
      },
    },
    async (request) => service.updateTask(requireUser(request), request.params.id, request.body),
  );

  app.delete(
    '/staff/tasks/:id',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Delete a task',
        security,
        params: IdParamsSchema,
        response: { 200: MessageResponseSchema, ...errors },
      },
    },
    async (request) => service.deleteTask(request.params.id),
  );

  // Exports (CSV)
};
