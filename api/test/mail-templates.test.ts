import { WORLDS } from '@teachmarket/contracts/api-types';
import en from '../src/mail/templates/texts/en.json';
import { MAIL_KINDS, MAIL_LANGUAGES, mailLanguageOf, placeholdersOf, renderMail, WORLD_MAIL_LANGUAGES, type MailKind } from '../src/mail/templates';
import { leaves } from './text-leaves';

// Issue 18: no mail template is missing for any language. Every interface language (the 27 worlds'
// languages and English) has a texts file with every key of English and the same placeholders, so a
// key added to en.json alone fails here; every world's mail of every kind renders in full, in its
// own language.

const english = leaves(en);
const VALUES = { name: 'Ada', title: 'Bruchrechnen', sender: 'Bea', author: 'Sam', email: 'new@example.org', invoice: 'TM-2026-1', school: 'Goethe-Schule', inviter: 'Ida', domain: 'goethe.example', reason: 'Domain unknown' };
const render = (kind: MailKind, world: string, values: Record<string, string> = VALUES) => renderMail({
  kind, world, name: 'Ada', values, link: 'https://shop.example/de/x',
  unsubscribe: { partition: kind === 'new_material' ? 'author' : 'notifications', link: 'https://shop.example/de/unsubscribe/tok', author: 'Sam' },
});

describe('mail templates per language', () => {
  it.each(Object.keys(MAIL_LANGUAGES).filter((l) => l !== 'en'))('%s has every text of English, with the same placeholders', (lang) => {
    const own = leaves(MAIL_LANGUAGES[lang]);
    expect([...own.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of english) {
      expect({ key, placeholders: placeholdersOf(own.get(key) ?? '') }).toEqual({ key, placeholders: placeholdersOf(text) });
      expect(own.get(key)!.trim()).not.toBe('');
    }
  });

  it('every world\'s language has its texts (gr writes el, jp ja, my ml …), and no other language', () => {
    expect(Object.keys(MAIL_LANGUAGES).sort()).toEqual([...WORLD_MAIL_LANGUAGES].sort());
    expect(Object.keys(MAIL_LANGUAGES)).toHaveLength(28);
    expect(['de', 'gr', 'jp', 'my', 'ua', 'cn'].map(mailLanguageOf)).toEqual(['de', 'el', 'ja', 'ml', 'uk', 'zh']);
  });

  it.each(Object.keys(MAIL_LANGUAGES).filter((l) => l !== 'en'))('%s is written in its language (no text left in English)', (lang) => {
    const own = leaves(MAIL_LANGUAGES[lang]);
    // A signature is the only text that may be the same as English in a language ("Teachmarket …").
    const copies = [...english].filter(([key, text]) => own.get(key) === text && key !== 'common.signature').map(([key]) => key);
    expect(copies).toEqual([]);
  });

  it.each([...WORLDS])('every kind renders completely in world %s', (world) => {
    for (const kind of MAIL_KINDS) {
      const mail = render(kind, world);
      expect(mail.subject).not.toMatch(/[{}]/);
      expect(mail.subject.length).toBeGreaterThan(5);
      expect(mail.text).not.toMatch(/\{\w+\}/);
      expect(mail.html).not.toMatch(/\{\w+\}/);
      expect(mail.text).toContain('https://shop.example/de/x');
      expect(mail.html).toContain('href="https://shop.example/de/x"');
      expect(mail.html).toContain('href="https://shop.example/de/unsubscribe/tok"');
      expect(mail.lang).toBe(mailLanguageOf(world));
      expect(mail.html).toContain(`<html lang="${mail.lang}">`);
    }
  });

  it('writes German with "du", Greek, Polish, Dutch and Japanese in their language', () => {
    expect(render('rating_request', 'de').subject).toBe('Wie gefällt dir „Bruchrechnen“?');
    expect(render('register_confirm', 'de').text).toContain('Bitte bestätige deine E-Mail-Adresse');
    expect(render('register_confirm', 'gr').subject).toBe('Επιβεβαιώστε τον λογαριασμό σας στο Teachmarket');
    expect(render('register_confirm', 'pl')).toMatchObject({ lang: 'pl', subject: 'Potwierdź swoje konto w Teachmarket' });
    expect(render('register_confirm', 'nl')).toMatchObject({ lang: 'nl', subject: 'Bevestig je Teachmarket-account' });
    expect(render('rating_request', 'jp')).toMatchObject({ lang: 'ja', subject: '「Bruchrechnen」はいかがでしたか？' });
    expect(render('register_confirm', 'ua').text).toContain('Вітаємо, Ada!');
    expect(render('new_material', 'it').text).toContain('Smetti di seguire Sam\nhttps://shop.example/de/unsubscribe/tok');
  });

  it('escapes every value in the HTML part and keeps the subject on one line', () => {
    const evil = '<img src=x onerror="alert(1)"> & \'Co\'';
    const mail = renderMail({
      kind: 'school_verification_rejected', world: 'de', name: '<b>Ada</b>',
      values: { school: `Schule\r\nBcc: victim@example.org ${evil}`, domain: evil, reason: evil }, link: 'https://shop.example/de/x?a=1&b="2"',
    });
    expect(mail.subject).toBe('Dein Schulkonto „Schule Bcc: victim@example.org <img src=x onerror="alert(1)"> & \'Co\'“ konnte nicht verifiziert werden');
    expect(mail.html).not.toContain('<img');
    expect(mail.html).not.toContain('<b>Ada');
    expect(mail.html).toContain('Hallo &lt;b&gt;Ada&lt;/b&gt;,');
    expect(mail.html).toContain('Grund: &lt;img src=x onerror=&quot;alert(1)&quot;&gt; &amp; &#39;Co&#39;');
    expect(mail.html).toContain('href="https://shop.example/de/x?a=1&amp;b=&quot;2&quot;"');
    // The plain-text part is text: the values as they are.
    expect(mail.text).toContain(`Grund: ${evil}`);
  });

  it('leaves out a paragraph whose value is missing and greets without a name', () => {
    const mail = renderMail({ kind: 'school_verification_rejected', world: 'fr', values: { school: 'X', domain: 'x.example' }, link: 'https://shop.example/fr' });
    expect(mail.text.startsWith('Bonjour,\n\nTeachmarket n’a pas pu vérifier le domaine x.example.\n\nVous pouvez corriger')).toBe(true);
    expect(mail.text).not.toContain('Motif');
    expect(mail.html).not.toContain('unsubscribe');
  });
});
