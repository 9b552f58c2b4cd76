import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { FORBIDDEN_CHARACTER_MESSAGE, forbiddenCharacterPaths } from '../../domain/shared/text-characters';
import { errorReply } from './errors';

/**
 * The shell's one check of every string a request carries (D-520): path parameters, the query
 * string and the parsed body (JSON, or a text body), before any route's own validation, so every
 * route — including the ones added later and the plain (non-zod) ones — refuses a NUL or an unpaired
 * surrogate with a 400 that names the field, instead of reaching PostgreSQL.
 */
export function installCharacterRule(app: FastifyInstance) {
  app.addHook('preValidation', async (request: FastifyRequest, reply: FastifyReply) => {
    const fields = [
      ...forbiddenCharacterPaths(request.params),
      ...forbiddenCharacterPaths(request.query),
      ...forbiddenCharacterPaths(request.body),
    ];
    if (fields.length === 0) return;
    const fieldErrors = Object.fromEntries(fields.map((field) => [field || 'body', FORBIDDEN_CHARACTER_MESSAGE]));
    return reply.status(400).send(errorReply(400, 'VALIDATION_ERROR', 'The request is invalid.', fieldErrors));
  });
}
