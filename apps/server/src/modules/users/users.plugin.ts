import type { FastifyInstance } from 'fastify';
import { usersRoutes } from './users.routes.js';
import { createUsersService, type UsersService } from './users.service.js';

declare module '../../plugins/core.js' {
  interface Services {
    users: UsersService;
  }
}

export async function usersModule(app: FastifyInstance) {
  const users = createUsersService(app.database.db, app.tokens, app.events);
  app.services.users = users;
  await app.register(usersRoutes, { users });
}
