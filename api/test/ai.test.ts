import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { plainText } from '../src/routes/ai/text-analysis';
import { bearer, json, login, startApi, type TestApi, setupApi } from './helpers';

const api = setupApi();
let seller: string;
let buyer: string;
let material: { id: number; text: string; title: string };
beforeAll(async () => {
  seller = await login(api, 'seller@teachmarket.test');
  buyer = await login(api, 'buyer@teachmarket.test');
  const [m] = await api.db.query<{ id: number; description: string; title: string }>(
    `SELECT m.id, m.description, m.title FROM materials m JOIN users u ON u.id = m.author_id
      WHERE u.email = 'seller@teachmarket.test' AND m.status = 'published' ORDER BY m.id LIMIT 1`,
  );
  material = { id: m!.id, text: plainText(m!.description), title: m!.title };
});

const post = (url: string, payload: unknown, token?: string) =>
  api.app.inject({ method: 'POST', url: `${url}?world=de`, payload: payload as object, headers: token ? bearer(token) : {} });
const get = (url: string, token?: string, query = '') =>
  api.app.inject({ method: 'GET', url: `${url}?world=de${query}`, headers: token ? bearer(token) : {} });

describe('quiz generation with the built-in text tools', () => {
  it('makes cloze questions from sentences of the material, with distractors from its other key terms', async () => {
    const res = await post('/v3/ai/quiz/generate', { materialId: material.id, questions: 3 }, seller);
    expect(res.statusCode).toBe(200);
    const { item } = json(res);
    expect(item).toMatchObject({ toolId: 'quiz', provider: 'text-tools', saved: false, materialId: material.id, title: material.title });
    expect(item.questions.length).toBeGreaterThan(0);
    expect(item.questions.length).toBeLessThanOrEqual(3);
    for (const q of item.questions as { prompt: string; options: string[]; answer: number; source: string }[]) {
      const answer = q.options[q.answer]!;
      expect(material.text).toContain(q.source);
      expect(q.source).toContain(answer);
      expect(q.prompt).toContain('_____');
      expect(q.prompt.replace('_____', answer)).toBe(q.source);
      const others = q.options.filter((_, i) => i !== q.answer);
      expect(others.length).toBeGreaterThan(0);
      for (const o of others) {
        expect(o.toLowerCase()).not.toBe(answer.toLowerCase());
        expect(material.text).toContain(o);
      }
    }
  });

  it('works from a pasted text, and refuses one too short to ask about', async () => {
    const text = 'Photosynthesis turns light into chemical energy. Chlorophyll absorbs mostly blue and red light. '
      + 'Plants release oxygen during photosynthesis. The Calvin cycle builds glucose from carbon dioxide.';
    const ok = await post('/v3/ai/quiz/generate', { text, questions: 2 }, buyer);
    expect(ok.statusCode).toBe(200);
    expect(json(ok).item.questions).toHaveLength(2);
    expect(json(ok).item.materialId).toBeNull();
    const short = await post('/v3/ai/quiz/generate', { text: 'Too short.', questions: 2 }, buyer);
    expect(short.statusCode).toBe(400);
    expect(json(short).error).toMatchObject({ code: 'not_enough_text', field: 'text' });
  });

  it('rejects bad input with the field at fault, and anonymous callers', async () => {
    const cases: [unknown, string][] = [
      [{ materialId: material.id, questions: 3, extra: 1 }, 'extra'],
      [{ materialId: 'abc', questions: 3 }, 'materialId'],
      [{ materialId: material.id, questions: 0 }, 'questions'],
      [{ materialId: material.id, questions: 21 }, 'questions'],
      [{ text: 'x'.repeat(20001), questions: 3 }, 'text'],
      [{ materialId: material.id, text: 'both given here', questions: 3 }, 'text'],
      [{ questions: 3 }, 'materialId'],
    ];
    for (const [payload, field] of cases) {
      const res = await post('/v3/ai/quiz/generate', payload, seller);
      expect([res.statusCode, json(res).error.field]).toEqual([400, field]);
    }
    expect((await post('/v3/ai/quiz/generate', { materialId: material.id, questions: 3 })).statusCode).toBe(401);
    expect((await post('/v3/ai/quiz/generate', { materialId: 99999999, questions: 3 }, seller)).statusCode).toBe(404);
  });

  it('keeps SQL metacharacters in a text as plain text', async () => {
    const text = "Robert'); DROP TABLE ai_documents; -- loves databases. Students learn quoting rules for SQL statements. "
      + 'Escaping protects every database from injection attacks.';
    const res = await post('/v3/ai/quiz/generate', { text, questions: 1 }, buyer);
    expect(res.statusCode).toBe(200);
    expect(json(res).item.title).toContain("Robert'); DROP TABLE");
    const [row] = await api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM ai_documents');
    expect(row!.n).toBeGreaterThan(0);
  });
});

describe('descriptions', () => {
  it("generates a description from the material's own sentences, for its author only, and keeps a history", async () => {
    const res = await post('/v3/ai/description/generate', { materialId: material.id }, seller);
    expect(res.statusCode).toBe(200);
    const { item } = json(res);
    expect(item.provider).toBe('text-tools');
    const sentences = (item.description as string).split(/(?<=[.!?])\s+/);
    expect(sentences.length).toBeGreaterThan(0);
    for (const s of sentences) expect(material.text).toContain(s);
    const history = await get('/v3/ai/description/history', seller, `&materialId=${material.id}`);
    expect(json(history).items[0]).toMatchObject({ id: item.id, description: item.description });
    expect((await post('/v3/ai/description/generate', { materialId: material.id }, buyer)).statusCode).toBe(403);
    expect((await get('/v3/ai/description/history', buyer, `&materialId=${material.id}`)).statusCode).toBe(403);
    expect((await post('/v3/ai/description/generate', { materialId: material.id })).statusCode).toBe(401);
    expect((await get('/v3/ai/description/history', seller, '&materialId=x')).statusCode).toBe(400);
  });

  it('checks length, readability and HTML outside the allowed tags', async () => {
    const res = await post('/v3/ai/description/check', { description: '<p>Short.</p><script>alert(1)</script><a href="x">link</a>' }, seller);
    expect(res.statusCode).toBe(200);
    const check = json(res);
    expect(check.ok).toBe(false);
    expect(check.bannedHtml).toEqual(['script', 'a']);
    expect(check.issues.map((i: { code: string }) => i.code)).toEqual(expect.arrayContaining(['too_short', 'banned_html', 'html_attributes']));
    const good = json(await post('/v3/ai/description/check', {
      description: '<p>This worksheet helps pupils practise fractions. It has three levels and full solutions for the teacher.</p><ul><li>Ready to print.</li></ul>',
    }, seller));
    expect(good).toMatchObject({ ok: true, sentences: 3, bannedHtml: [] });
    expect(good.readability).toBeGreaterThan(0);
    expect((await post('/v3/ai/description/check', { description: { html: 'x' } }, seller)).statusCode).toBe(400);
    expect((await post('/v3/ai/description/check', { description: 'ok' })).statusCode).toBe(401);
  });
});

describe('documents', () => {
  it('generates a worksheet, saves, lists, renames, refines, downloads and deletes it', async () => {
    const gen = await post('/v3/ai-tools/generate', { toolId: 'worksheet', input: { topic: 'Revision', materialIds: [material.id], questions: 2 } }, seller);
    expect(gen.statusCode).toBe(200);
    const doc = json(gen).item;
    expect(doc).toMatchObject({ toolId: 'worksheet', provider: 'text-tools', title: 'Revision', saved: false });
    expect(doc.body.startsWith(`Revision\n\n${material.title}\n`)).toBe(true);
    expect(json(await get('/v3/ai-tools/documents', seller)).items.map((d: { id: number }) => d.id)).not.toContain(doc.id);

    expect(json(await post(`/v3/ai-tools/documents/${doc.id}/save`, undefined, seller)).item.saved).toBe(true);
    expect(json(await get('/v3/ai-tools/documents', seller)).items[0]).toMatchObject({ id: doc.id, saved: true });

    const title = "Fractions '; DROP TABLE users; --";
    expect(json(await post(`/v3/ai-tools/documents/${doc.id}/title`, { title }, seller)).item.title).toBe(title);
    expect((await post(`/v3/ai-tools/documents/${doc.id}/title`, { title: '   ' }, seller)).statusCode).toBe(400);
    expect((await post(`/v3/ai-tools/documents/${doc.id}/title`, { title: 'x', color: 'red' }, seller)).statusCode).toBe(400);

    const refined = await post(`/v3/ai-tools/documents/${doc.id}/refine`, { instruction: 'focus on solutions' }, seller);
    expect(refined.statusCode).toBe(200);
    expect(json(refined).item).toMatchObject({ instruction: 'focus on solutions', title, provider: 'text-tools' });

    const pdf = await get(`/v3/ai-tools/documents/${doc.id}/download`, seller);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
    const txt = await get(`/v3/ai-tools/documents/${doc.id}/download`, seller, '&format=txt');
    expect(txt.body.startsWith(`${title}\n`)).toBe(true);
    expect((await get(`/v3/ai-tools/documents/${doc.id}/download`, seller, '&format=docx')).statusCode).toBe(400);

    // spec §6: someone else's document does not exist for them.
    expect((await get(`/v3/ai-tools/documents/${doc.id}`, buyer)).statusCode).toBe(404);
    expect((await post(`/v3/ai-tools/documents/${doc.id}/delete`, undefined, buyer)).statusCode).toBe(404);
    expect((await get(`/v3/ai-tools/documents/${doc.id}`)).statusCode).toBe(401);

    expect((await post(`/v3/ai-tools/documents/${doc.id}/delete`, undefined, seller)).statusCode).toBe(200);
    expect((await get(`/v3/ai-tools/documents/${doc.id}`, seller)).statusCode).toBe(404);
    expect(json(await get('/v3/ai-tools/documents', seller)).items.map((d: { id: number }) => d.id)).not.toContain(doc.id);
  });

  it('downloads a quiz through the quiz call, and only quizzes', async () => {
    const quiz = json(await post('/v3/ai-tools/generate', { toolId: 'quiz', input: { materialId: material.id, questions: 2 } }, seller)).item;
    const res = await get(`/v3/ai/quiz/${quiz.id}/download`, seller);
    expect([res.statusCode, res.headers['content-type']]).toEqual([200, 'application/pdf']);
    const txt = (await get(`/v3/ai/quiz/${quiz.id}/download`, seller, '&format=txt')).body;
    expect(txt).toContain(quiz.questions[0].prompt);
    const desc = json(await post('/v3/ai-tools/generate', { toolId: 'description', input: { materialId: material.id } }, seller)).item;
    expect((await get(`/v3/ai/quiz/${desc.id}/download`, seller)).statusCode).toBe(404);
  });

  it('rejects unknown tools, missing inputs and unknown fields', async () => {
    const bad = async (payload: unknown, field: string) => {
      const res = await post('/v3/ai-tools/generate', payload, seller);
      expect([res.statusCode, json(res).error.field]).toEqual([400, field]);
    };
    await bad({ toolId: 'pptx', input: {} }, 'toolId');
    await bad({ toolId: 'worksheet', input: { materialIds: [material.id] } }, 'topic');
    await bad({ toolId: 'worksheet', input: { topic: 'x' } }, 'materialIds');
    await bad({ toolId: 'worksheet', input: { topic: 'x', materialIds: [1, 2, 3, 4, 5, 6] } }, 'input.materialIds');
    await bad({ toolId: 'quiz', input: { text: 'a b c', sql: "' OR 1=1 --" } }, 'input.sql');
    await bad({ toolId: 'description', input: {} }, 'materialId');
    expect((await post('/v3/ai-tools/generate', { toolId: 'description', input: { materialId: material.id } }, buyer)).statusCode).toBe(403);
    expect((await post('/v3/ai-tools/generate', { toolId: 'quiz', input: {} })).statusCode).toBe(401);
    expect(json(await get('/v3/ai/provider')).provider).toBe('text-tools');
  });
});

describe('the OpenAI-compatible provider (a local chat-completions server)', () => {
  let server: Server;
  let ai: TestApi;
  let mode: 'ok' | 'fail' | 'garbage' | 'hang' = 'ok';
  const seen: { auth?: string; body?: { model: string; messages: { role: string; content: string }[] } } = {};
  const quiz = { questions: [{ prompt: 'Water boils at ___ °C.', options: ['90', '100', '120'], answer: 1 }] };

  beforeAll(async () => {
    server = createServer((req: IncomingMessage, res: ServerResponse) => {
      let raw = '';
      req.on('data', (c: Buffer) => (raw += c.toString()));
      req.on('end', () => {
        seen.auth = req.headers.authorization;
        seen.body = JSON.parse(raw);
        if (mode === 'hang') return;
        if (mode === 'fail') return res.writeHead(500).end('boom');
        const wantsQuiz = seen.body!.messages[0]!.content.includes('JSON');
        const content = mode === 'garbage' ? 'not json' : wantsQuiz ? JSON.stringify(quiz) : 'A clear description of the material.';
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ choices: [{ message: { role: 'assistant', content } }] }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const env = { AI_API_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`, AI_MODEL: 'test-model', AI_API_KEY: 'sk-test', AI_TIMEOUT_MS: '300' };
    Object.assign(process.env, env);
    try {
      ai = await startApi();
    } finally {
      for (const key of Object.keys(env)) delete process.env[key];
    }
  });
  afterAll(async () => {
    await ai.close();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  const aiPost = async (url: string, payload: unknown) =>
    ai.app.inject({ method: 'POST', url: `${url}?world=de`, payload: payload as object, headers: bearer(await login(ai, 'seller@teachmarket.test')) });

  it('sends the chat-completions request and labels the result with its provider', async () => {
    mode = 'ok';
    const res = await aiPost('/v3/ai/quiz/generate', { materialId: material.id, questions: 1 });
    expect(res.statusCode).toBe(200);
    expect(json(res).item).toMatchObject({ provider: 'openai-compatible', questions: [{ prompt: 'Water boils at ___ °C.', answer: 1, source: '' }] });
    expect(seen.auth).toBe('Bearer sk-test');
    expect(seen.body!.model).toBe('test-model');
    expect(seen.body!.messages[1]!.content).toContain(material.title);
    const desc = await aiPost('/v3/ai/description/generate', { materialId: material.id });
    expect(json(desc).item).toMatchObject({ provider: 'openai-compatible', description: 'A clear description of the material.' });
  });

  it('maps provider failures, malformed answers and timeouts to 502 ai_provider_error', async () => {
    for (const m of ['fail', 'garbage', 'hang'] as const) {
      mode = m;
      const res = await aiPost('/v3/ai/quiz/generate', { materialId: material.id, questions: 1 });
      expect([m, res.statusCode, json(res).error.code]).toEqual([m, 502, 'ai_provider_error']);
    }
  });
});
