import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const scrypt = (password: string, salt: Buffer, keylen: number, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) =>
    scryptCb(password, salt, keylen, options, (err, key) => (err ? reject(err) : resolve(key))),
  );

const N = 16384;
const R = 8;
const P = 1;
const KEYLEN = 32;

/** scrypt$N$r$p$salt$hash (base64url): parameters travel with the hash so they can be raised later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password.normalize('NFKC'), salt, KEYLEN, { N, r: R, p: P });
  return `scrypt$${N}$${R}$${P}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  if (!stored) return false;
  const [kind, n, r, p, salt, hash] = stored.split('$');
  if (kind !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await scrypt(password.normalize('NFKC'), Buffer.from(salt, 'base64url'), expected.length, {
    N: Number(n), r: Number(r), p: Number(p),
  });
  return timingSafeEqual(key, expected);
}

// A hash of a random password with the current parameters, made once at start: an unknown address
// (or an account without a password) is checked against it, so it costs one scrypt like a real one.
const dummyHash = hashPassword(randomBytes(16).toString('base64url'));

/**
 * Issue 13 (account enumeration): verifyPassword answers at once when there is no hash, so a
 * wrong password took ~4 ms for an unknown address and ~36 ms for an existing one. This always
 * runs one scrypt and is false without a stored hash.
 */
export async function verifyPasswordConstantTime(password: string, stored: string | null | undefined): Promise<boolean> {
  const parsed = stored?.startsWith('scrypt$') ? stored : null;
  if (parsed) return verifyPassword(password, parsed);
  await verifyPassword(password, await dummyHash);
  return false;
}
