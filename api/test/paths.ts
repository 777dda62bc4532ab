import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const TEST_MATERIALS = 200;
export const DUMP_FILE = join(tmpdir(), `teachmarket-api-test-${process.env.USER ?? 'u'}.tar`);
