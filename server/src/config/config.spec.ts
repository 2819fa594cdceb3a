import { describe, expect, it } from '@jest/globals';
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, loadConfig } from './config.js';

const freshDir = () => mkdtempSync(join(tmpdir(), 'sasm-config-'));

describe(loadConfig.name, () => {
  it('uses the embedded database under DATA_DIR when DATABASE_URL is unset', () => {
    const dataDir = freshDir();
    const sut = loadConfig({ DATA_DIR: dataDir });
    expect(sut.database).toEqual({ kind: 'pglite', dataDir: join(dataDir, 'db') });
    expect(sut.port).toBe(3000);
    expect(sut.publicUrl).toBe('http://localhost:3000');
    expect(sut.seedDemo).toBe(true);
  });

  it('uses PostgreSQL when DATABASE_URL is set, without demo data unless asked', () => {
    const env = { DATA_DIR: freshDir(), DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/app' };
    expect(loadConfig(env)).toMatchObject({ database: { kind: 'postgres' }, seedDemo: false });
    expect(loadConfig({ ...env, SEED_DEMO: 'true' }).seedDemo).toBe(true);
  });

  it('resolves a relative DATA_DIR from where npm was invoked', () => {
    expect(
      loadConfig({ DATA_DIR: 'data', INIT_CWD: '/srv/app', JWT_SECRET: 's'.repeat(32) }).dataDir,
    ).toBe('/srv/app/data');
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ DATA_DIR: freshDir(), PORT: '', DATABASE_URL: '' })).toMatchObject({
      port: 3000,
      database: { kind: 'pglite' },
    });
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://localhost/db'],
    ['PUBLIC_URL', 'localhost:3000'],
    ['SMTP_URL', 'http://mail'],
    ['REDIS_URL', 'localhost:6379'],
    ['JWT_SECRET', 'short'],
    ['TZ', 'Mars/Olympus'],
    ['SEED_DEMO', 'maybe'],
    ['ACADEMIC_EMAIL_DOMAIN', '@students'],
    ['NODE_ENV', 'staging'],
    ['UPLOAD_ORPHAN_GRACE_MIN', '-1'],
    ['S3_BUCKET', 'Uploads_Bucket'],
    ['S3_ENDPOINT', 'minio:9000'],
  ])('stops with a message naming %s when it is %p', (name, value) => {
    const load = () => loadConfig({ DATA_DIR: freshDir(), [name]: value });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(new RegExp(`^Invalid configuration:\\n  ${name}: `));
  });

  it('keeps files on the disk unless S3_BUCKET is set', () => {
    const sut = loadConfig({ DATA_DIR: freshDir() });
    expect(sut.s3).toBeUndefined();
    expect(sut.uploads.orphanGraceMs).toBe(60 * 60_000);
  });

  describe('object storage', () => {
    const credentials = { S3_ACCESS_KEY_ID: 'sasm', S3_SECRET_ACCESS_KEY: 'sasm-secret' };

    it('reads the bucket, using path-style addressing when an endpoint is set', () => {
      const env = { DATA_DIR: freshDir(), S3_BUCKET: 'sasm-files', ...credentials };
      expect(loadConfig({ ...env, S3_ENDPOINT: 'http://minio:9000' }).s3).toEqual({
        bucket: 'sasm-files',
        endpoint: 'http://minio:9000',
        region: 'us-east-1',
        accessKeyId: 'sasm',
        secretAccessKey: 'sasm-secret',
        forcePathStyle: true,
      });
      expect(loadConfig(env).s3).toMatchObject({ endpoint: undefined, forcePathStyle: false });
      expect(
        loadConfig({ ...env, S3_ENDPOINT: 'https://s3.example.org', S3_FORCE_PATH_STYLE: 'false' })
          .s3?.forcePathStyle,
      ).toBe(false);
    });

    it('stops when a bucket comes without credentials, naming each missing one', () => {
      const load = () =>
        loadConfig({ DATA_DIR: freshDir(), S3_BUCKET: 'sasm-files', S3_ACCESS_KEY_ID: 'sasm' });
      expect(load).toThrow(
        'Invalid configuration:\n  S3_SECRET_ACCESS_KEY: required when S3_BUCKET is set',
      );
    });

    it('stops when S3 settings come without a bucket rather than ignoring them', () => {
      const load = () =>
        loadConfig({ DATA_DIR: freshDir(), S3_ENDPOINT: 'http://minio:9000', ...credentials });
      expect(load).toThrow(/^Invalid configuration:\n {2}S3_ENDPOINT: is set but S3_BUCKET is not/);
      expect(load).toThrow(/\n {2}S3_ACCESS_KEY_ID: is set but S3_BUCKET is not/);
    });
  });

  describe('backups', () => {
    it('backs the embedded database up daily at 02:00 into DATA_DIR/backups, keeping 7', () => {
      const dataDir = freshDir();
      expect(loadConfig({ DATA_DIR: dataDir }).backup).toEqual({
        dir: join(dataDir, 'backups'),
        schedule: ['02:00'],
        keep: 7,
        passphrase: undefined,
      });
    });

    it('schedules nothing by default with PostgreSQL, or when BACKUP_SCHEDULE is set empty', () => {
      const dataDir = freshDir();
      const postgres = 'postgres://postgres@127.0.0.1:5432/app';
      expect(loadConfig({ DATA_DIR: dataDir, DATABASE_URL: postgres }).backup.schedule).toEqual([]);
      expect(loadConfig({ DATA_DIR: dataDir, BACKUP_SCHEDULE: '' }).backup.schedule).toEqual([]);
      expect(loadConfig({ DATA_DIR: dataDir, BACKUP_SCHEDULE: 'off' }).backup.schedule).toEqual([]);
      expect(
        loadConfig({ DATA_DIR: dataDir, BACKUP_SCHEDULE: '02:00, 14:30' }).backup.schedule,
      ).toEqual(['02:00', '14:30']);
    });

    it('stops on a schedule that is not daily times, and on a short passphrase', () => {
      const dataDir = freshDir();
      expect(() => loadConfig({ DATA_DIR: dataDir, BACKUP_SCHEDULE: '2am' })).toThrow(
        /BACKUP_SCHEDULE: must be daily times/,
      );
      expect(() => loadConfig({ DATA_DIR: dataDir, BACKUP_PASSPHRASE: 'short' })).toThrow(
        /BACKUP_PASSPHRASE: must be at least 12 characters/,
      );
    });
  });

  it('requires JWT_SECRET in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: freshDir() })).toThrow(
      /JWT_SECRET: required/,
    );
  });

  it('generates a JWT secret once, keeps it private, and reuses it', () => {
    const dataDir = freshDir();
    const first = loadConfig({ DATA_DIR: dataDir }).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toBe(first);
    expect(readFileSync(join(dataDir, 'jwt-secret'), 'utf8')).toBe(first);
    expect(statSync(join(dataDir, 'jwt-secret')).mode & 0o777).toBe(0o600);
  });
});
