import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { BlockList, isIP } from 'node:net';
import { join } from 'node:path';
import { Reader, type Response } from 'mmdb-lib';
import { repoRoot } from '../config';

/**
 * Visitor country from a request: a trusted proxy's header first (GEOIP_HEADER, e.g. Cloudflare's
 * cf-ipcountry), else the IP-range database of @ip-location-db/geo-whois-asn-country-mmdb (CC0,
 * WHOIS/ASN based, ~8 MB file, read once on first use), else null: the caller answers de (spec §8).
 */
export type GeoSource = 'header' | 'database' | 'unknown';

/** Addresses that say nothing about a country: loopback, private, link-local, CGNAT, unspecified. */
const NOT_PUBLIC = new BlockList();
for (const [net, prefix] of [['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12], ['192.168.0.0', 16]] as const) {
  NOT_PUBLIC.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [['::', 128], ['::1', 128], ['fc00::', 7], ['fe80::', 10]] as const) NOT_PUBLIC.addSubnet(net, prefix, 'ipv6');

/** IPv4-mapped IPv6 (::ffff:1.2.3.4, how dual-stack sockets report IPv4 clients) → the IPv4 address. */
function normaliseIp(ip: string): string | null {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  const plain = mapped ? mapped[1]! : ip;
  return isIP(plain) ? plain : null;
}

export function isPublicIp(ip: string): boolean {
  const plain = normaliseIp(ip);
  if (!plain) return false;
  return !NOT_PUBLIC.check(plain, isIP(plain) === 6 ? 'ipv6' : 'ipv4');
}

/** ISO 3166-1 alpha-2, upper case; XX (unknown) and T1 (Tor), as proxies send them, are not countries. */
export function parseCountryHeader(value: string | string[] | undefined): string | null {
  const raw = (Array.isArray(value) ? value[0] : value)?.trim().toUpperCase();
  if (!raw || !/^[A-Z]{2}$/.test(raw) || raw === 'XX' || raw === 'T1') return null;
  return raw;
}

let reader: Promise<Reader<Response> | null> | null = null;

function database(): Promise<Reader<Response> | null> {
  reader ??= (async () => {
    try {
      // Resolved from the api package (no import.meta: jest runs this file as CommonJS).
      const file = createRequire(join(repoRoot(), 'api', 'package.json')).resolve('@ip-location-db/geo-whois-asn-country-mmdb/geo-whois-asn-country.mmdb');
      return new Reader<Response>(await readFile(file));
    } catch {
      return null; // a missing or broken file means "unknown", never a failed request
    }
  })();
  return reader;
}

/** The country of a public IP address from the database, or null. */
export async function lookupIp(ip: string): Promise<string | null> {
  if (!isPublicIp(ip)) return null;
  const db = await database();
  // This database's records are { country_code }, not MaxMind's shape.
  const code = (db?.get(normaliseIp(ip)!) as { country_code?: unknown } | null | undefined)?.country_code;
  return typeof code === 'string' && /^[A-Z]{2}$/.test(code) ? code : null;
}

export async function countryOf(
  headers: Record<string, string | string[] | undefined>, ip: string, trustedHeader: string | null,
): Promise<{ country: string | null; source: GeoSource }> {
  const fromHeader = trustedHeader ? parseCountryHeader(headers[trustedHeader]) : null;
  if (fromHeader) return { country: fromHeader, source: 'header' };
  const fromDb = await lookupIp(ip);
  return fromDb ? { country: fromDb, source: 'database' } : { country: null, source: 'unknown' };
}
