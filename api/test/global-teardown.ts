import { rm } from 'node:fs/promises';
import { dumpFile } from './paths';

/** The run's dump is not needed past its run. */
export default async function globalTeardown(): Promise<void> {
  await rm(dumpFile(), { force: true });
}
