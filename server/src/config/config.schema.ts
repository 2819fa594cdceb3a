import { z } from 'zod';
import { isVapidPrivateKey, isVapidPublicKey } from './vapid-keys.js';

const booleanString = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => ['true', '1', 'yes'].includes(value));

const isTimeZone = (zone: string): boolean => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

const urlWithProtocol = (protocols: string[]) =>
  z
    .url({ message: `must be a URL starting with ${protocols.map((p) => `${p}://`).join(' or ')}` })
    .refine((value) => protocols.some((protocol) => value.startsWith(`${protocol}://`)), {
      message: `must start with ${protocols.map((p) => `${p}://`).join(' or ')}`,
    });

// What S3 itself allows (virtual-hosted addressing puts the name in a host name).
const bucketName = z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, {
  message: 'must be a bucket name: 3–63 lowercase letters, digits, dots and hyphens',
});

/** Every setting the server reads, as environment variables. Empty strings count as unset. */
export const environmentSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    DATABASE_URL: urlWithProtocol(['postgres', 'postgresql']).optional(),
    DATA_DIR: z.string().optional(),
    PUBLIC_URL: urlWithProtocol(['http', 'https']).optional(),
    JWT_SECRET: z.string().min(32, { message: 'must be at least 32 characters long' }).optional(),
    SMTP_URL: urlWithProtocol(['smtp', 'smtps']).optional(),
    MAIL_FROM: z.string().min(3).default('SASM-IMS <no-reply@localhost>'),
    REDIS_URL: urlWithProtocol(['redis', 'rediss']).optional(),
    ACADEMIC_EMAIL_DOMAIN: z
      .string()
      .regex(/^(?!-)[a-z0-9-]+(\.[a-z0-9-]+)+$/i, {
        message: 'must be a domain such as students.example.edu',
      })
      .default('students.university.edu'),
    PRODUCT_NAME: z.string().min(1).default('SASM Information Management System'),
    PRODUCT_SHORT_NAME: z.string().min(1).default('SASM-IMS'),
    TZ: z
      .string()
      .refine(isTimeZone, { message: 'must be an IANA time zone such as Asia/Manila' })
      .default('Asia/Manila'),
    SEED_DEMO: booleanString.optional(),
    TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
    LOG_LEVEL: z.enum(['error', 'warn', 'log', 'debug', 'verbose']).default('log'),
    SERVER_TIMING: booleanString.optional(),
    UPLOADS_IN_FLIGHT: z.coerce.number().int().min(1).max(10_000).default(3),
    UPLOAD_MB_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(500),
    UPLOAD_MIN_KB_PER_S: z.coerce.number().min(0).max(100_000).default(10),
    UPLOAD_RATE_WINDOW_S: z.coerce.number().int().min(1).max(3600).default(30),
    API_TOKEN_REQUESTS_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(600),
    LIST_COUNT_BOUND: z.coerce.number().int().min(1).max(10_000_000).default(10_000),
    LIST_CACHE_ENTRIES: z.coerce.number().int().min(0).max(100_000).default(500),
    UPLOAD_ORPHAN_GRACE_MIN: z.coerce.number().int().min(0).max(525_600).default(60),
    SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
    S3_BUCKET: bucketName.optional(),
    S3_ENDPOINT: urlWithProtocol(['http', 'https']).optional(),
    S3_REGION: z.string().min(1).default('us-east-1'),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    S3_FORCE_PATH_STYLE: booleanString.optional(),
    BACKUP_SCHEDULE: z
      .string()
      .regex(/^(off|([01]\d|2[0-3]):[0-5]\d(\s*,\s*([01]\d|2[0-3]):[0-5]\d)*)$/, {
        message: 'must be daily times in university time such as 02:00 or 02:00,14:00 (or off)',
      })
      .optional(),
    BACKUP_DIR: z.string().optional(),
    BACKUP_KEEP: z.coerce.number().int().min(1).max(1000).default(7),
    VAPID_PUBLIC_KEY: z
      .string()
      .refine(isVapidPublicKey, {
        message:
          'must be a base64url P-256 public key (65 bytes, as web-push generate-vapid-keys prints)',
      })
      .optional(),
    VAPID_PRIVATE_KEY: z
      .string()
      .refine(isVapidPrivateKey, { message: 'must be a base64url P-256 private key (32 bytes)' })
      .optional(),
    VAPID_SUBJECT: z
      .string()
      .regex(/^(mailto:.+@.+|https:\/\/.+)$/, {
        message: 'must be a contact for push services: mailto:ops@example.edu or an https:// URL',
      })
      .optional(),
    BACKUP_PASSPHRASE: z
      .string()
      .min(12, { message: 'must be at least 12 characters long' })
      .optional(),
  })
  .superRefine((env, ctx) => {
    const issue = (name: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: [name], message });
    // A push service checks every message against the public key a browser subscribed with.
    if (!env.VAPID_PUBLIC_KEY !== !env.VAPID_PRIVATE_KEY)
      issue(
        env.VAPID_PUBLIC_KEY ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY',
        'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together: set both, or neither',
      );
    // S3_BUCKET is what selects object storage: the other S3 settings alone would be ignored silently.
    if (env.S3_BUCKET) {
      if (!env.S3_ACCESS_KEY_ID) issue('S3_ACCESS_KEY_ID', 'required when S3_BUCKET is set');
      if (!env.S3_SECRET_ACCESS_KEY)
        issue('S3_SECRET_ACCESS_KEY', 'required when S3_BUCKET is set');
      return;
    }
    const s3Settings = [
      'S3_ENDPOINT',
      'S3_ACCESS_KEY_ID',
      'S3_SECRET_ACCESS_KEY',
      'S3_FORCE_PATH_STYLE',
    ];
    for (const name of s3Settings.filter((name) => env[name as keyof typeof env] !== undefined))
      issue(name, 'is set but S3_BUCKET is not (files would stay on the disk): set S3_BUCKET too');
  });

export type Environment = z.output<typeof environmentSchema>;
