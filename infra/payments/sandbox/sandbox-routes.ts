import type { FastifyPluginAsync } from 'fastify';
import type { SignedFields } from '../port';
import { renderSandboxForm, SANDBOX_FORM_SCRIPT } from './form-page';
import { SANDBOX_FORM_PATH, type SandboxPayments } from './sandbox-provider';

function stringFields(input: unknown): SignedFields {
  const out: SignedFields = {};
  if (input && typeof input === 'object') for (const [k, v] of Object.entries(input)) if (typeof v === 'string') out[k] = v;
  return out;
}

/**
 * The payments sandbox's own pages, mounted beside the APIs like /dev/mailbox: the hosted card
 * form (GET, the signed request fields in the query string), its script, and the tokenize call
 * the form posts to. Not under /api: they belong to the "provider", not to Lensloop's API.
 * The card number arrives only at /payments-sandbox/tokenize and is never logged (no body logging).
 */
export const sandboxPaymentRoutes: FastifyPluginAsync<{ sandbox: SandboxPayments }> = async (app, { sandbox }) => {
  app.get(SANDBOX_FORM_PATH, { schema: { hide: true }, config: { auth: 'public' } }, async (request, reply) => {
    const fields = stringFields(request.query);
    const valid = await sandbox.verifyRequest(fields);
    reply.header('cache-control', 'no-store');
    return reply
      .status(valid ? 200 : 400)
      .type('text/html; charset=utf-8')
      .send(renderSandboxForm(fields, valid ? undefined : 'This payment form link is not valid. Please go back and try again.'));
  });
  app.get('/payments-sandbox/form.js', { schema: { hide: true }, config: { auth: 'public' } }, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(SANDBOX_FORM_SCRIPT),
  );
  app.post('/payments-sandbox/tokenize', { schema: { hide: true }, config: { auth: 'public' } }, async (request, reply) => {
    const body = (request.body ?? {}) as { request?: unknown; entry?: unknown };
    const result = await sandbox.tokenize(stringFields(body.request), body.entry ?? {});
    reply.header('cache-control', 'no-store');
    if (result.kind === 'response') return { fields: result.fields };
    if (result.kind === 'invalid') return reply.status(400).send({ status: 400, error: true, code: 'INVALID_CARD', message: 'Please correct the card details.', fieldErrors: result.fieldErrors });
    if (result.kind === 'too_many') return reply.status(429).send({ status: 429, error: true, code: 'TOO_MANY_ATTEMPTS', message: result.message });
    return reply.status(400).send({ status: 400, error: true, code: 'INVALID_REQUEST', message: result.message });
  });
};
