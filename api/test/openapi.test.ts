import SwaggerParser from '@apidevtools/swagger-parser';
import { json, startApi, type TestApi } from './helpers';

// Issue 14: generated clients must work from /docs/json, so the document has to pass a standard
// validator. TypeBox writes JSON Schema 2020 (numeric exclusiveMinimum, type "null"), which is what
// OpenAPI 3.1 uses; the document declares 3.1 and is validated as such.
describe('the OpenAPI document', () => {
  let api: TestApi;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the document is walked by property names
  let doc: Record<string, any>;
  beforeAll(async () => {
    api = await startApi();
    doc = json(await api.app.inject({ method: 'GET', url: '/docs/json' }));
  });
  afterAll(() => api.close());

  it('is valid OpenAPI 3.1 by @apidevtools/swagger-parser', async () => {
    expect(doc.openapi).toMatch(/^3\.1\./);
    // validate() dereferences in place: give it a copy.
    await expect(SwaggerParser.validate(structuredClone(doc) as never)).resolves.toBeDefined();
  });

  it('describes the calls a client needs, with their parameters', () => {
    expect(Object.keys(doc.paths).length).toBeGreaterThan(100);
    const vouchers = doc.paths['/v1/account/vouchers']?.post;
    expect(vouchers?.requestBody?.content?.['application/json']?.schema).toBeDefined();
  });

  it('still fails the validator on a document that is broken', async () => {
    const broken = structuredClone(doc);
    broken.paths['/v1/account/vouchers'].post.responses = { '200': { content: 'not an object' } };
    await expect(SwaggerParser.validate(broken as never)).rejects.toThrow();
  });
});
