import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { openApiDocument, publicApi } from './docs.js';

/** The public API's OpenAPI 3.1 document (docs/decisions/055) is valid and lists every route the API has. */
describe('openApiDocument', () => {
  const document = openApiDocument();

  it('validates against the OpenAPI 3.1 schema', async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(document) as unknown as Record<string, unknown>);
    expect(result.errors ?? []).toEqual([]);
    expect([result.valid, validator.version]).toEqual([true, '3.1']);
  });

  it('lists every route of the public API, with its request forms, answers and bearer security', () => {
    const routes = publicApi.routes.filter((route) => route.method !== 'ALL');
    const listed = Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
      Object.keys(item ?? {}).map((method) => `${method.toUpperCase()} ${path.replace(/{(\w+)}/g, ':$1')}`),
    );
    expect(listed.sort()).toEqual([...new Set(routes.map((route) => `${route.method} ${route.path}`))].sort());
    const send = document.paths?.['/messages/send']?.post;
    expect(Object.keys(send?.requestBody && 'content' in send.requestBody ? send.requestBody.content : {})).toEqual([
      'application/json',
      'multipart/form-data',
    ]);
    expect(Object.keys(send?.responses ?? {})).toEqual(['201', '400', '401', '403', '413', '415', '429']);
    expect(send?.security).toEqual([{ bearerAuth: [] }]);
    expect(document.components?.securitySchemes).toHaveProperty('bearerAuth');
  });
});
