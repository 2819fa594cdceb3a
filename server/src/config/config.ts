import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { z } from 'zod';
import { environmentSchema, type Environment } from './config.schema.js';
import { repoRoot } from './paths.js';
import { persistedVapidKeys, type VapidKeys } from './vapid-keys.js';

export interface AppConfig {
  env: Environment['NODE_ENV'];
  isProduction: boolean;
  port: number;
  publicUrl: string;
  database: { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string };
  dataDir: string;
  jwtSecret: string;
  mail: { smtpUrl?: string; from: string; outboxDir: string };
  /** Where uploaded files' bytes are kept when `s3` is unset (the default), and disk storage's temporary files. */
  uploadsDir: string;
  /** An S3-compatible bucket for the files' bytes instead of `uploadsDir` (S3_BUCKET). */
  s3?: S3Config;
  /** What one user (or, signed out, one address) may upload (upload-admission.ts). */
  uploads: {
    maxInFlight: number;
    bytesPerHour: number;
    /** An upload slower than this over `rateWindowMs` is cut (0: never). */
    minBytesPerSecond: number;
    rateWindowMs: number;
    /** Stored bytes no file row points to are removed once older than this (orphan-file-sweeper.ts). */
    orphanGraceMs: number;
  };
  /** What one API token may do: requests a minute, per server instance (api-token-limits.ts). */
  apiTokens: { requestsPerMinute: number };
  /** Staff lists count their matches exactly up to this many, then say "more than" (pagination.ts). */
  listCountBound: number;
  /** Pages of HR's application list kept per instance (list-cache.ts); 0: none, every read goes to the database. */
  listCacheEntries: number;
  redisUrl?: string;
  academicEmailDomain: string;
  product: { name: string; shortName: string };
  timeZone: string;
  seedDemo: boolean;
  /** How many reverse-proxy hops to trust for the client's IP (0: none). */
  trustProxy: number;
  logLevel: Environment['LOG_LEVEL'];
  /** Each answer says how many database queries its request ran (Server-Timing; server-timing.ts). */
  serverTiming: boolean;
  /** On SIGTERM/SIGINT, how long requests in flight may take to finish before they are cut (graceful-shutdown.ts). */
  shutdownGraceMs: number;
  backup: BackupConfig;
  /** Web Push (modules/push): the VAPID keys and the contact push services see. */
  push: { vapid: VapidKeys; subject: string; keysFromEnvironment: boolean };
}

/** Where and when backups are written (modules/backups). */
export interface BackupConfig {
  dir: string;
  /** Daily times (HH:MM, university time); empty: no scheduled backups. */
  schedule: string[];
  keep: number;
  /** Set: archives are encrypted with it, and restore needs it. */
  passphrase?: string;
}

/** Where the S3 storage writes (s3-file-storage.ts). */
export interface S3Config {
  bucket: string;
  /** Unset: AWS S3 itself. */
  endpoint?: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** https://host/bucket/key rather than https://bucket.host/key, which self-hosted services need. */
  forcePathStyle: boolean;
}

export class ConfigError extends Error {}

/** Parses the environment once; a bad value throws a ConfigError naming the variable. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  const env = parseEnvironment(source);
  const dataDir = resolveDataDir(env.DATA_DIR, source.INIT_CWD);
  const database = env.DATABASE_URL
    ? ({ kind: 'postgres', url: env.DATABASE_URL } as const)
    : ({ kind: 'pglite', dataDir: join(dataDir, 'db') } as const);
  const isProduction = env.NODE_ENV === 'production';

  return {
    env: env.NODE_ENV,
    isProduction,
    port: env.PORT,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    database,
    dataDir,
    jwtSecret: env.JWT_SECRET ?? persistedSecret(dataDir, isProduction),
    mail: { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, outboxDir: join(dataDir, 'mail') },
    uploadsDir: join(dataDir, 'uploads'),
    uploads: {
      maxInFlight: env.UPLOADS_IN_FLIGHT,
      bytesPerHour: env.UPLOAD_MB_PER_HOUR * 1024 * 1024,
      minBytesPerSecond: env.UPLOAD_MIN_KB_PER_S * 1024,
      rateWindowMs: env.UPLOAD_RATE_WINDOW_S * 1000,
      orphanGraceMs: env.UPLOAD_ORPHAN_GRACE_MIN * 60_000,
    },
    apiTokens: { requestsPerMinute: env.API_TOKEN_REQUESTS_PER_MINUTE },
    listCountBound: env.LIST_COUNT_BOUND,
    listCacheEntries: env.LIST_CACHE_ENTRIES,
    s3: s3Config(env),
    redisUrl: env.REDIS_URL,
    academicEmailDomain: env.ACADEMIC_EMAIL_DOMAIN.toLowerCase(),
    product: { name: env.PRODUCT_NAME, shortName: env.PRODUCT_SHORT_NAME },
    timeZone: env.TZ,
    // Demo data belongs to the zero-setup mode; a real deployment opts in.
    seedDemo: env.SEED_DEMO ?? (database.kind === 'pglite' && env.NODE_ENV === 'development'),
    trustProxy: env.TRUST_PROXY,
    logLevel: env.LOG_LEVEL,
    serverTiming: env.SERVER_TIMING ?? false,
    shutdownGraceMs: env.SHUTDOWN_GRACE_MS,
    push: pushConfig(env, dataDir),
    backup: {
      dir: env.BACKUP_DIR
        ? resolveDataDir(env.BACKUP_DIR, source.INIT_CWD)
        : join(dataDir, 'backups'),
      schedule: backupSchedule(source.BACKUP_SCHEDULE, env.BACKUP_SCHEDULE, database.kind),
      keep: env.BACKUP_KEEP,
      passphrase: env.BACKUP_PASSPHRASE,
    },
  };
}

// Set but empty turns the schedule off (unlike other settings, where empty means unset).
function backupSchedule(
  raw: string | undefined,
  parsed: string | undefined,
  kind: AppConfig['database']['kind'],
): string[] {
  if (raw !== undefined && raw.trim() === '') return [];
  // The embedded database has nobody else backing it up; a PostgreSQL server usually has.
  const value = parsed ?? (kind === 'pglite' ? '02:00' : 'off');
  return value === 'off' ? [] : value.split(',').map((time) => time.trim());
}

function pushConfig(env: Environment, dataDir: string): AppConfig['push'] {
  const fromEnvironment = env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY;
  const vapid = fromEnvironment
    ? { publicKey: env.VAPID_PUBLIC_KEY!, privateKey: env.VAPID_PRIVATE_KEY! }
    : persistedVapidKeys(dataDir);
  const mailFrom = /<([^>]+)>/.exec(env.MAIL_FROM)?.[1] ?? env.MAIL_FROM;
  return {
    vapid,
    subject: env.VAPID_SUBJECT ?? `mailto:${mailFrom.trim()}`,
    keysFromEnvironment: Boolean(fromEnvironment),
  };
}

function s3Config(env: Environment): S3Config | undefined {
  // The schema has checked that a bucket comes with both keys.
  if (!env.S3_BUCKET || !env.S3_ACCESS_KEY_ID || !env.S3_SECRET_ACCESS_KEY) return undefined;
  return {
    bucket: env.S3_BUCKET,
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    // Self-hosted services (MinIO, Ceph) rarely have a DNS name per bucket; AWS wants virtual hosts.
    forcePathStyle: env.S3_FORCE_PATH_STYLE ?? env.S3_ENDPOINT !== undefined,
  };
}

function parseEnvironment(source: NodeJS.ProcessEnv): Environment {
  const present = Object.fromEntries(
    Object.keys(environmentSchema.shape)
      .map((key) => [key, source[key]?.trim()])
      .filter(([, value]) => value !== undefined && value !== ''),
  );
  const result = environmentSchema.safeParse(present);
  if (result.success) return result.data;
  throw new ConfigError(`Invalid configuration:\n${describeIssues(result.error)}`);
}

function describeIssues(error: z.ZodError): string {
  return error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`).join('\n');
}

function resolveDataDir(value: string | undefined, invokedFrom: string | undefined): string {
  if (!value) return join(repoRoot, 'var');
  // npm runs workspace scripts inside the workspace; a relative path means
  // relative to where the user typed the command.
  return isAbsolute(value) ? value : resolve(invokedFrom ?? process.cwd(), value);
}

function persistedSecret(dataDir: string, isProduction: boolean): string {
  if (isProduction)
    throw new ConfigError(
      'Invalid configuration:\n  JWT_SECRET: required when NODE_ENV=production',
    );
  const file = join(dataDir, 'jwt-secret');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(48).toString('base64url');
    writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
    return secret;
  }
}
