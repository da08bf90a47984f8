import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export type ContractViolation = { route: string; method: string; status: number };

declare module 'fastify' {
  interface FastifyInstance {
    /** Responses whose status the route's OpenAPI schema does not declare (checked in tests). */
    contractViolations: ContractViolation[];
  }
}

/**
 * Holds every answer to the OpenAPI document: a response whose status is not declared
 * in its route's schema is recorded, and the API tests fail on any (helpers/test-app.ts).
 * Bodies of declared statuses are already checked by the zod serializer. Registered in tests.
 */
export const responseContractPlugin = fp(async (app: FastifyInstance) => {
  app.decorate('contractViolations', [] as ContractViolation[]);
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions;
    const schema = route.schema as { hide?: boolean; response?: Record<string, unknown> } | undefined;
    if (!route.url || !schema || schema.hide) return;
    const status = reply.statusCode;
    const declared = schema.response ?? {};
    if (String(status) in declared || `${String(status)[0]}XX` in declared || 'default' in declared) return;
    app.contractViolations.push({ route: route.url, method: request.method, status });
  });
});
