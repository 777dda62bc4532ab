import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
let available: Promise<boolean> | null = null;

/** Whether LibreOffice (`soffice`) is on this machine; asked once per process. */
export function hasLibreOffice(): Promise<boolean> {
  available ??= run('soffice', ['--version'], { timeout: 15_000 }).then(() => true, () => false);
  return available;
}

/**
 * A DOCX or PPTX converted to PDF by LibreOffice headless (so its first page can be drawn like any
 * PDF's), or null when LibreOffice is missing or cannot convert it. Runs in a fresh folder with its
 * own profile, so parallel conversions do not share LibreOffice's lock.
 */
export async function officeToPdf(bytes: Buffer, type: 'docx' | 'pptx'): Promise<Buffer | null> {
  if (!(await hasLibreOffice())) return null;
  const dir = await mkdtemp(join(tmpdir(), 'tm-office-'));
  try {
    const input = join(dir, `source.${type}`);
    await writeFile(input, bytes);
    await run('soffice', [`-env:UserInstallation=file://${join(dir, 'profile')}`, '--headless', '--norestore', '--convert-to', 'pdf', '--outdir', dir, input], {
      timeout: 60_000,
    });
    return await readFile(join(dir, 'source.pdf'));
  } catch {
    return null;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
