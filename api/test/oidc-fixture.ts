import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { exportJWK, generateKeyPair, SignJWT, type JWTPayload } from 'jose';

type Key = Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];

/** A local OIDC provider for tests: a real key pair, its JWKS served on 127.0.0.1, ID tokens signed with it. */
export interface FakeProvider {
  issuer: string;
  clientId: string;
  /** OAUTH_PROVIDERS_FILE content pointing the given grant at this provider. */
  providersFile(grants: string[]): string;
  sign(claims: JWTPayload, options?: { key?: Key; expiresIn?: string | number; audience?: string; issuer?: string }): Promise<string>;
  otherKey: Key;
  close(): Promise<void>;
}

export async function startFakeProvider(): Promise<FakeProvider> {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const other = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const server: Server = createServer((req, res) => {
    if (req.url === '/jwks') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ keys: [jwk] }));
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = 'teachmarket-test-client';
  return {
    issuer: base,
    clientId,
    otherKey: other.privateKey,
    providersFile(grants) {
      const file = join(mkdtempSync(join(tmpdir(), 'tm-oidc-')), 'providers.json');
      const entry = { client_id: clientId, issuer: base, jwks_uri: `${base}/jwks`, authorization_endpoint: `${base}/authorize` };
      writeFileSync(file, JSON.stringify(Object.fromEntries(grants.map((g) => [g, entry]))));
      return file;
    },
    sign(claims, options = {}) {
      return new SignJWT(claims)
        .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
        .setIssuer(options.issuer ?? base)
        .setAudience(options.audience ?? clientId)
        .setIssuedAt()
        .setExpirationTime(options.expiresIn ?? '5m')
        .sign(options.key ?? privateKey);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
