import { readFileSync } from 'node:fs';
import path from 'node:path';
import { WORLDS } from '@teachmarket/contracts/api-types';
import { aiTools } from '../src/content/ai-tools';
import { helpTopics } from '../src/content/help';
import { CONTENT_LANGUAGES, contentLanguageOf, englishContent, WORLD_CONTENT_LANGUAGES } from '../src/content/texts';
import { json, setupApi } from './helpers';
import { leaves } from './text-leaves';

// Issue 18: what the API writes itself (help-centre topics and answers, AI tool names and
// descriptions) exists in every interface language, like the bundles' completeness check in locales/:
// every language file has every English key, none empty, none left in English.

const english = leaves(englishContent);
/** Texts that are rightly the same as English in a language (product names). */
const SAME_AS_ENGLISH = new Set(['aiTools.presentation.title']);

describe('API content texts per language', () => {
  it('there is a file for the language of every world, and no other', () => {
    expect(Object.keys(CONTENT_LANGUAGES).sort()).toEqual([...WORLD_CONTENT_LANGUAGES].sort());
    expect(Object.keys(CONTENT_LANGUAGES)).toHaveLength(28);
  });

  it.each(Object.keys(CONTENT_LANGUAGES).filter((l) => l !== 'en'))('%s has every text of English, written in the language', (lang) => {
    const own = leaves(CONTENT_LANGUAGES[lang]);
    expect([...own.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of own) {
      expect({ key, empty: text.trim() === '' }).toEqual({ key, empty: false });
      // Plain text: the help page gets it as one escaped paragraph.
      expect({ key, markup: /[<>&]/.test(text) }).toEqual({ key, markup: false });
      if (!SAME_AS_ENGLISH.has(key)) expect({ key, copy: text === english.get(key) }).toEqual({ key, copy: false });
    }
  });

  it.each([...WORLDS])('world %s gets its own language\'s help topics and AI tools', (world) => {
    const lang = contentLanguageOf(world);
    const texts = leaves(CONTENT_LANGUAGES[lang]);
    const topics = helpTopics(world);
    expect(topics.map((t) => t.id)).toEqual(['buying', 'selling', 'account']);
    expect(topics[0]!.title).toBe(texts.get('help.buying.title'));
    expect(topics[2]!.articles[1]).toEqual({ id: 'account-2', title: texts.get('help.account.articles.2.question'), body: `<p>${texts.get('help.account.articles.2.answer')}</p>` });
    const tools = aiTools(world);
    expect(tools.map((t) => t.slug)).toEqual(['description', 'quiz', 'worksheet', 'lesson-plan', 'presentation']);
    expect(tools[1]).toMatchObject({ id: 2, title: texts.get('aiTools.quiz.title'), description: texts.get('aiTools.quiz.text'), category: 'assessment' });
  });

  it.each([...WORLDS, 'en'])('the terms title of bundle %s is the one its info pages show', (bundle) => {
    const info = JSON.parse(readFileSync(path.join(__dirname, '../../locales', bundle, 'info.json'), 'utf8')) as { terms: { title: string } };
    expect(CONTENT_LANGUAGES[contentLanguageOf(bundle)]!.terms?.title).toBe(info.terms.title);
  });

  it('German help answers say "du", as the German interface does', () => {
    const german = [...leaves(CONTENT_LANGUAGES.de).values()].join(' ');
    expect(german).not.toMatch(/\b(Sie|Ihr|Ihre|Ihren|Ihrem|Ihres)\b/);
    expect(german).toMatch(/\bdu\b/);
  });

  it('Greek help answers, AI texts and mails say "σας", as the Greek interface does (one voice)', () => {
    const mails = JSON.parse(readFileSync(path.join(__dirname, '../src/mail/templates/texts/el.json'), 'utf8')) as unknown;
    for (const texts of [CONTENT_LANGUAGES.el, mails]) {
      const words = [...leaves(texts).values()].join(' ').split(/[^\p{L}]+/u);
      expect(words.filter((w) => ['σου', 'σού', 'εσύ', 'Σου', 'Εσύ', 'εσένα'].includes(w))).toEqual([]);
      expect(words).toContain('σας');
    }
  });
});

describe('GET /v1/help/topics and /v3/ai-tools/query by world', () => {
  const api = setupApi();
  const get = async (url: string) => json(await api.app.inject({ method: 'GET', url }));

  it('serves Polish and Japanese help topics and AI tools in their language', async () => {
    expect((await get('/v1/help/topics?world=pl')).items[0].title).toBe('Kupowanie i pobieranie');
    expect((await get('/v1/help/topics?world=jp')).items[0].title).toBe('購入とダウンロード');
    expect((await get('/v3/ai-tools/query?world=jp')).items[1].title).toBe('クイズ作成ツール');
    expect((await get('/v3/ai-tools/query?world=pl')).items[1].title).toBe('Generator quizów');
  });

  it('names the terms in the world\'s language', async () => {
    expect((await get('/v3/terms/get?world=pl')).item.title).toMatch(/^Regulamin \(\d+\)$/);
    expect((await get('/v3/terms/get?world=de')).item.title).toMatch(/^Allgemeine Geschäftsbedingungen \(\d+\)$/);
  });
});
