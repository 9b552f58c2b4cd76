import { describe, expect, it } from 'vitest';
import { mergeOpenApi, type OpenApiDoc, splitOpenApi } from '../../infra/http/compact-openapi';

/** /api/openapi.json says each thing once (D-587): errors folded, replies in their own document. */

const error = (description = 'Default Response') => ({ description, content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } } });
const location = { type: 'object', properties: { locationId: { type: 'string' }, name: { type: 'string' }, zip: { type: 'string' } }, required: ['locationId', 'name', 'zip'], additionalProperties: false };
const reply = (schema: object) => ({ description: 'Default Response', content: { 'application/json': { schema } } });

function doc() {
  return {
    openapi: '3.1.0',
    paths: {
      '/api/a/one': {
        post: {
          summary: 'One',
          requestBody: { content: { 'application/json': { schema: { type: 'object', properties: { n: { type: 'integer', minimum: -9007199254740991, maximum: 9007199254740991 } } } } } },
          responses: { '200': reply({ type: 'object', properties: { home: location, count: { type: 'integer', minimum: -9007199254740991, maximum: 9007199254740991 } } }), '400': error(), '401': error(), '447': error() },
        },
      },
      '/api/b/two': { get: { summary: 'Two', responses: { '200': reply({ type: 'array', items: location }), '400': error(), '401': error(), '409': error('A conflict of our own') } } },
    },
    components: { schemas: { ApiError: { type: 'object', properties: { message: { type: 'string' } } } } },
  };
}

describe('splitOpenApi', () => {
  it('moves the replies into their own document, a shared shape listed once, and points at them by URL', () => {
    const { main, replies } = splitOpenApi(doc());
    expect(main.paths['/api/a/one'].post.responses['200']).toEqual({ $ref: '/api/openapi/replies.json#/components/responses/AOne' });
    expect(main.paths['/api/b/two'].get.responses['200']).toEqual({ $ref: '/api/openapi/replies.json#/components/responses/BTwo' });
    const one = replies.components!.responses!.AOne as { description: string; content: Record<string, { schema: { properties: { home: { $ref: string } } } }> };
    const two = replies.components!.responses!.BTwo as { content: Record<string, { schema: { items: { $ref: string } } }> };
    expect(one.description).toBe('One');
    const ref = one.content['application/json']!.schema.properties.home.$ref;
    expect(two.content['application/json']!.schema.items.$ref).toBe(ref);
    expect(replies.components!.schemas![ref.replace('#/components/schemas/', '')]).toEqual(location);
    expect(replies.components!.schemas!.ApiError).toBeDefined();
  });

  it('folds the default error responses into one 4XX per route, keeps the spec’s own statuses and other descriptions', () => {
    const { main } = splitOpenApi(doc());
    const one = main.paths['/api/a/one'].post.responses as Record<string, unknown>;
    expect(Object.keys(one).sort()).toEqual(['200', '447', '4XX']);
    expect(one['4XX']).toEqual({ $ref: '#/components/responses/Errors400_401' });
    expect(one['447']).toEqual({ $ref: '#/components/responses/ApiError' });
    const { main: m2, replies } = splitOpenApi(doc());
    const two = m2.paths['/api/b/two'].get.responses as Record<string, { $ref?: string }>;
    expect(two['409']!.$ref).toBe('/api/openapi/replies.json#/components/responses/BTwo409');
    expect(replies.components!.responses!.BTwo409).toMatchObject({ description: 'A conflict of our own' });
    expect((main as OpenApiDoc).components!.responses!.Errors400_401).toMatchObject({ description: expect.stringContaining('400, 401') });
  });

  it('leaves out only the default safe-integer bounds', () => {
    const { main, replies } = splitOpenApi(doc());
    expect(main.paths['/api/a/one'].post.requestBody.content['application/json'].schema.properties.n).toEqual({ type: 'integer' });
    expect(JSON.stringify(replies)).not.toContain('9007199254740991');
  });

  it('names shared shapes by content, so two processes’ documents merge without a clash', () => {
    const a = splitOpenApi(doc()).replies;
    const b = splitOpenApi(doc()).replies;
    const merged = mergeOpenApi([a, b], { title: 't', version: '1' });
    expect(Object.keys(merged.components!.schemas!)).toEqual(Object.keys(a.components!.schemas!));
    expect(merged.components!.responses).toEqual(a.components!.responses);
  });
});
