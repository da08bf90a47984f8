import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { refuseControlCharacters } from '../lib/input-rules.js';

/**
 * The one input rule for all text, in one place every route passes through: path
 * parameters, query strings and JSON bodies are checked before validation, so no route's
 * schema can forget it. Multipart fields are checked where they are read (lib/multipart.ts).
 */
export const inputRulesPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    refuseControlCharacters(request.params);
    refuseControlCharacters(request.query);
    refuseControlCharacters(request.body);
  });
});
