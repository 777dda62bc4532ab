import { rgb, type PDFPage } from 'pdf-lib';
import { footer, header, MARGIN, picture, taskHeading, writingLines, type PageContext } from './pages';
import { INK } from './writer';

const WHITE = rgb(1, 1, 1);
const PALE = rgb(0.95, 0.96, 0.98);

/** A worksheet page: name and date on page 1, then exercises (arithmetic, gap texts, writing lines). */
export function worksheetPage(page: PDFPage, p: PageContext): void {
  const { c, w } = p;
  const { width } = page.getSize();
  let y = header(page, p, p.n === 1);
  let task = (p.n - 1) * 3 + 1;
  while (y > 170) {
    const kind = (task + c.m.id) % 3;
    if (c.isMath && kind !== 2) {
      y = taskHeading(page, p, `${c.labels.exercise} ${task}`, c.labels.solve, y);
      for (let row = 0; row < 3; row++) {
        w.draw(page, c.arithmetic(), MARGIN + 10, y - row * 24, 12);
        w.draw(page, c.arithmetic(), width / 2 + 10, y - row * 24, 12);
      }
      y -= 3 * 24 + 14;
    } else if (kind === 0) {
      y = taskHeading(page, p, `${c.labels.exercise} ${task}`, c.labels.fill, y);
      for (let i = 0; i < 3; i++) y = w.paragraph(page, `${i + 1}. ${c.gapSentence()}`, MARGIN + 10, y, 11, width - 2 * MARGIN - 10, INK, 3) - 6;
      y -= 10;
    } else {
      y = taskHeading(page, p, `${c.labels.exercise} ${task}`, c.sentence(), y);
      y = writingLines(page, y - 10, 4) - 18;
    }
    task++;
  }
  footer(page, p);
}

/** A quiz page: questions with four options to tick, and the points per question. */
export function quizPage(page: PDFPage, p: PageContext): void {
  const { c, w } = p;
  const { width } = page.getSize();
  let y = header(page, p, p.n === 1);
  if (p.n === 1) {
    y = w.paragraph(page, c.labels.tick, MARGIN, y, 11, width - 2 * MARGIN) - 8;
  }
  let q = (p.n - 1) * 4 + 1;
  while (y > 190) {
    const points = `${c.rng.int(1, 4)} ${c.labels.points}`;
    w.draw(page, `${c.labels.question} ${q}`, MARGIN, y, 12, p.accent);
    w.draw(page, points, width - MARGIN - w.width(points, 10), y, 10);
    y = w.paragraph(page, c.isMath ? c.arithmetic().replace('______', '?') : c.sentence(), MARGIN, y - 18, 11, width - 2 * MARGIN, INK, 3) - 4;
    const options = c.isMath ? Array.from({ length: 4 }, () => String(c.rng.int(2, 999))) : c.words(4);
    options.forEach((option, i) => {
      const x = MARGIN + 10 + (i % 2) * ((width - 2 * MARGIN) / 2);
      const oy = y - Math.floor(i / 2) * 20;
      page.drawRectangle({ x, y: oy - 2, width: 10, height: 10, borderColor: INK, borderWidth: 0.8 });
      w.draw(page, `${String.fromCharCode(65 + i)})  ${option}`, x + 16, oy, 11);
    });
    y -= 2 * 20 + 22;
    q++;
  }
  footer(page, p);
}

/** A landscape slide: a title slide first, then a heading, bullet points and a small chart. */
export function slidePage(page: PDFPage, p: PageContext): void {
  const { c, w } = p;
  const { width, height } = page.getSize();
  if (p.n === 1) {
    page.drawRectangle({ x: 0, y: 0, width, height, color: p.accent });
    let y = w.paragraph(page, c.m.title, 60, height * 0.62, 30, width - 120, WHITE, 3);
    w.draw(page, [c.values.subject, c.values.grade].filter(Boolean).join(' · '), 60, y - 10, 16, WHITE);
    y -= 40;
    page.drawRectangle({ x: 60, y: y - 6, width: 120, height: 4, color: WHITE });
    footer(page, p);
    return;
  }
  page.drawRectangle({ x: 0, y: height - 80, width, height: 80, color: p.accent });
  const heading = p.n % 3 === 0 ? `${c.labels.summary}: ${c.values.topic}` : `${c.values.topic} (${p.n - 1})`;
  w.paragraph(page, heading, 50, height - 48, 22, width - 100, WHITE, 1);
  let y = height - 125;
  for (let i = 0; i < 4 && y > 120; i++) {
    page.drawCircle({ x: 60, y: y + 5, size: 4, color: p.accent });
    y = w.paragraph(page, c.sentence(), 75, y, 15, width * 0.55, INK, 3) - 14;
  }
  // A small bar chart on the right: the slide has something to look at, like a real lesson's slide.
  const base = 110;
  const labels = c.words(4);
  labels.forEach((label, i) => {
    const h = c.rng.int(40, 260);
    const x = width * 0.68 + i * 56;
    page.drawRectangle({ x, y: base, width: 38, height: h, color: p.accent, opacity: 0.35 + i * 0.15 });
    const short = w.wrap(label, 8, 52)[0] ?? '';
    w.draw(page, short, x - 4, base - 14, 8);
  });
  page.drawLine({ start: { x: width * 0.66, y: base }, end: { x: width - 40, y: base }, thickness: 1, color: INK });
  footer(page, p);
}

/** Picture cards to cut out: six cards, each a drawing and a word. */
export function cardsPage(page: PDFPage, p: PageContext): void {
  const { c, w } = p;
  const { width } = page.getSize();
  const top = header(page, p, false);
  const cardW = (width - 2 * MARGIN - 20) / 2;
  const cardH = (top - 60 - 40) / 3;
  c.words(6).forEach((word, i) => {
    const x = MARGIN + (i % 2) * (cardW + 20);
    const y = top - (Math.floor(i / 2) + 1) * (cardH + 20) + 20;
    page.drawRectangle({ x, y, width: cardW, height: cardH, color: PALE, borderColor: p.accent, borderWidth: 1.5, borderDashArray: [5, 3] });
    picture(page, c.rng.int(0, 5), x + cardW / 2, y + cardH * 0.58, Math.min(cardW, cardH) * 0.24, p.accent);
    const lines = w.wrap(word, 16, cardW - 20).slice(0, 2);
    lines.forEach((line, k) => w.draw(page, line, x + (cardW - w.width(line, 16)) / 2, y + 22 + (lines.length - 1 - k) * 20, 16));
  });
  footer(page, p);
}

/** A poster: the title large, one big drawing and key words around it. */
export function posterPage(page: PDFPage, p: PageContext): void {
  const { c, w } = p;
  const { width, height } = page.getSize();
  page.drawRectangle({ x: 0, y: 0, width, height, color: PALE });
  page.drawRectangle({ x: 0, y: height - 200, width, height: 200, color: p.accent });
  w.paragraph(page, c.m.title, MARGIN, height - 80, 30, width - 2 * MARGIN, WHITE, 3);
  picture(page, c.m.id, width / 2, height / 2 - 40, 120, p.accent);
  c.words(6).forEach((word, i) => {
    const angle = (Math.PI * 2 * i) / 6;
    const x = width / 2 + Math.cos(angle) * 190 - w.width(word, 16) / 2;
    const y = height / 2 - 40 + Math.sin(angle) * 220;
    w.draw(page, word, Math.max(MARGIN, Math.min(x, width - MARGIN - w.width(word, 16))), y, 16);
  });
  w.paragraph(page, c.sentence(), MARGIN, 110, 13, width - 2 * MARGIN, INK, 3);
  footer(page, p);
}

/** A lesson plan: the learning goal, then phases with minutes and what happens in each. */
export function lessonPage(page: PDFPage, p: PageContext): void {
  const { c, w } = p;
  const { width } = page.getSize();
  let y = header(page, p, false);
  y = taskHeading(page, p, c.labels.goal, c.sentence(), y) - 6;
  const phases = [c.labels.intro, c.labels.practice, c.labels.practice, c.labels.summary];
  for (const [i, phase] of phases.entries()) {
    if (y < 140) break;
    const minutes = `${[5, 15, 15, 10][i]} ${c.labels.minutes}`;
    page.drawRectangle({ x: MARGIN, y: y - 84, width: width - 2 * MARGIN, height: 96, borderColor: p.accent, borderWidth: 1 });
    w.draw(page, phase, MARGIN + 10, y - 6, 12, p.accent);
    w.draw(page, minutes, MARGIN + 10, y - 24, 10);
    w.paragraph(page, `${c.sentence()} ${c.sentence()}`, MARGIN + 120, y - 6, 10.5, width - 2 * MARGIN - 130, INK, 5);
    y -= 110;
  }
  footer(page, p);
}
