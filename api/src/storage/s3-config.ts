/** Where an S3-compatible bucket is (AWS S3, MinIO, Ceph RGW, R2 …): read once at start-up. */
export interface S3Config {
  bucket: string;
  /** Custom endpoint (MinIO, Ceph …); null = AWS S3 of `region`. */
  endpoint: string | null;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Path-style URLs (endpoint/bucket/key), which most self-hosted servers need. */
  forcePathStyle: boolean;
}

const NAMES = ['S3_BUCKET', 'S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE'] as const;

/**
 * S3_* from the environment: null when none is set (files stay in the data folder). A half
 * configuration fails start-up with the missing names: silently writing sellers' files to a local
 * folder of one machine, when a bucket was meant, would lose them on the next deploy.
 */
export function loadS3Config(env: NodeJS.ProcessEnv): S3Config | null {
  const value = (name: (typeof NAMES)[number]) => env[name]?.trim() ?? '';
  if (NAMES.every((name) => value(name) === '')) return null;
  const missing = (['S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter((name) => value(name) === '');
  if (missing.length) {
    throw new Error(`S3 storage is half configured: set ${missing.join(', ')} as well (or unset every S3_* variable to keep files in DATA_DIR)`);
  }
  const bucket = value('S3_BUCKET');
  // Bucket naming rules of S3 (3-63 characters, lower case, digits, dots, hyphens).
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) throw new Error(`S3_BUCKET "${bucket}" is not a valid bucket name`);
  const endpoint = value('S3_ENDPOINT') || null;
  if (endpoint) {
    let url: URL | null = null;
    try {
      url = new URL(endpoint);
    } catch {
      url = null;
    }
    if (!url || !/^https?:$/.test(url.protocol) || url.pathname.replace(/\/$/, '') !== '' || url.search) {
      throw new Error(`S3_ENDPOINT must be an http(s) origin such as https://s3.example.com:9000, got "${endpoint}"`);
    }
  }
  const region = value('S3_REGION');
  if (!/^[a-z0-9-]{2,40}$/.test(region)) throw new Error(`S3_REGION "${region}" is not a region name (e.g. eu-central-1, or us-east-1 for MinIO)`);
  const pathStyle = value('S3_FORCE_PATH_STYLE').toLowerCase();
  if (!['', 'true', 'false', '1', '0'].includes(pathStyle)) throw new Error(`S3_FORCE_PATH_STYLE must be true or false, got "${pathStyle}"`);
  return {
    bucket,
    endpoint: endpoint ? endpoint.replace(/\/$/, '') : null,
    region,
    accessKeyId: value('S3_ACCESS_KEY_ID'),
    secretAccessKey: value('S3_SECRET_ACCESS_KEY'),
    // A custom endpoint is usually self-hosted: path style unless told otherwise.
    forcePathStyle: pathStyle === '' ? endpoint !== null : pathStyle === 'true' || pathStyle === '1',
  };
}
