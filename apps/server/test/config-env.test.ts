import { isAbsolute } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, DEMO_APP_SECRET, DEMO_JWT_SECRET, MAX_WORKERS, loadConfig } from '../src/config.js';

describe('loadConfig', () => {
  it('applies the safe defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: undefined,
      redisUrl: undefined,
      appKey: 'lahap-web',
      appSecret: DEMO_APP_SECRET,
      jwtSecret: DEMO_JWT_SECRET,
      smsProvider: 'console',
      paymentProvider: 'sandbox',
      nodeEnv: 'development',
      isProduction: false,
      logLevel: 'info',
      rateLimitMax: 300,
      bodyLimitBytes: 1_048_576,
      trustProxy: false,
      orderingHost: null,
      workers: 1,
    });
  });

  it('runs several processes only on PostgreSQL and Redis, and refuses a nonsense count', () => {
    const shared = { DATABASE_URL: 'postgres://db/lahap', REDIS_URL: 'redis://cache:6379' };
    expect(loadConfig({ ...shared, WORKERS: '4' }).workers).toBe(4);
    expect(() => loadConfig({ WORKERS: '2', REDIS_URL: shared.REDIS_URL })).toThrow(/need DATABASE_URL/);
    expect(() => loadConfig({ WORKERS: '2', DATABASE_URL: shared.DATABASE_URL })).toThrow(/need REDIS_URL/);
    for (const bad of ['0', '1.5', 'many', String(MAX_WORKERS + 1)]) {
      expect(() => loadConfig({ ...shared, WORKERS: bad })).toThrow(/WORKERS/);
    }
  });

  it('takes the ordering host without its trailing slash and refuses other schemes', () => {
    expect(loadConfig({ ORDERING_HOST: 'https://order.example.co.id/' }).orderingHost).toBe(
      'https://order.example.co.id',
    );
    expect(() => loadConfig({ ORDERING_HOST: 'javascript:alert(1)' })).toThrow(/ORDERING_HOST/);
  });

  it('resolves DATA_DIR and WEB_DIST_DIR from the repository, not the working directory', () => {
    const config = loadConfig({});
    expect(isAbsolute(config.dataDir)).toBe(true);
    expect(config.dataDir).toMatch(/\/\.data$/);
    expect(config.webDistDir).toMatch(/\/apps\/web\/dist$/);
    expect(config.webDistDir.replace(/apps\/web\/dist$/, '.data')).toBe(config.dataDir);
  });

  it('treats empty values as unset and trims values', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '  ', HOST: ' 127.0.0.1 ' })).toMatchObject({
      port: 8080,
      databaseUrl: undefined,
      host: '127.0.0.1',
    });
  });

  it('reads the values given', () => {
    const config = loadConfig({
      PORT: '9090',
      DATABASE_URL: 'postgres://u@db:5432/lahap',
      REDIS_URL: 'redis://cache:6379',
      RATE_LIMIT_MAX: '50',
      TRUST_PROXY: '1',
    });
    expect(config).toMatchObject({
      port: 9090,
      databaseUrl: 'postgres://u@db:5432/lahap',
      redisUrl: 'redis://cache:6379',
      rateLimitMax: 50,
      trustProxy: 1,
    });
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
    ]);
  });

  it('names every bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' })).toThrow(
      ConfigError,
    );
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' });
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain('PORT');
      expect(message).toContain('DATABASE_URL');
      expect(message).toContain('LOG_LEVEL');
    }
  });

  it('refuses to start in production with the demo secrets', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/APP_SECRET and JWT_SECRET/);
    expect(() => loadConfig({ NODE_ENV: 'production', APP_SECRET: 'a-real-secret-value' })).toThrow(
      /JWT_SECRET/,
    );
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'a-real-secret-value' })).toThrow(
      /APP_SECRET/,
    );
    expect(() => loadConfig({ NODE_ENV: 'production', APP_SECRET: 'real-1', JWT_SECRET: 'real-2' })).toThrow(
      /TEAM_TOKEN/,
    );
    const config = loadConfig({
      NODE_ENV: 'production',
      APP_SECRET: 'real-1',
      JWT_SECRET: 'real-2',
      TEAM_TOKEN: 'a-real-team-token-value',
    });
    expect(config.isProduction).toBe(true);
  });
});
