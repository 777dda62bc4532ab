import { PDFDocument, type PDFPage } from 'pdf-lib';
import { DemoContent, type DemoMaterial } from './content';
import { cardsPage, lessonPage, posterPage, quizPage, slidePage, worksheetPage } from './layouts';
import { A4, ACCENTS, type PageContext } from './pages';
import { Writer } from './writer';

export type { DemoMaterial };

/** Raised when the generator changes what it draws, so stored demo files are generated again. */
export const DEMO_VERSION = 3;
/** A seeded material claims 2-40 pages; the demo file has as many (at most this many). */
const MAX_PAGES = 40;

type Layout = (page: PDFPage, p: PageContext) => void;

/** Which pages a material type gets: worksheets exercises, tests questions, games cards … */
function layoutFor(type: string, n: number): { draw: Layout; landscape: boolean } {
  switch (type) {
    case 'presentation':
      return { draw: slidePage, landscape: true };
    case 'test':
      return { draw: quizPage, landscape: false };
    case 'learning_game':
      return { draw: n === 1 ? worksheetPage : cardsPage, landscape: false };
    case 'poster':
      return { draw: posterPage, landscape: false };
    case 'lesson_plan':
      return { draw: n % 2 ? lessonPage : worksheetPage, landscape: false };
    case 'workbook':
      return { draw: n % 3 === 0 ? quizPage : worksheetPage, landscape: false };
    default:
      return { draw: worksheetPage, landscape: false };
  }
}

/**
 * The demo file of a seeded material (issue 12): real, varied pages for its type, in its language and
 * script, with its title. Deterministic: no dates, ids or randomness beyond the material's own seed.
 */
export async function demoPdf(m: DemoMaterial): Promise<{ bytes: Buffer; missing: string[] }> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.setTitle(m.title, { showInWindowTitleBar: true });
  doc.setLanguage(m.language === 'none' ? 'und' : m.language);
  doc.setCreator('Teachmarket demo content');
  doc.setCreationDate(m.createdAt);
  doc.setModificationDate(m.createdAt);
  const writer = new Writer(doc, m.language);
  await writer.prepare();
  const content = new DemoContent(m);
  const total = Math.max(1, Math.min(MAX_PAGES, m.pages));
  const accent = ACCENTS[m.materialType] ?? ACCENTS.worksheet!;
  for (let n = 1; n <= total; n++) {
    const layout = layoutFor(m.materialType, n);
    const page = doc.addPage(layout.landscape ? [A4[1], A4[0]] : A4);
    layout.draw(page, { w: writer, c: content, accent, n, total });
  }
  const bytes = Buffer.from(await doc.save({ useObjectStreams: false }));
  return { bytes, missing: [...writer.missing] };
}
