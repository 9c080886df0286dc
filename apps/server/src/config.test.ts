import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      HOST: '127.0.0.1',
      DATA_DIR: './data',
      NODE_ENV: 'development',
      REQUIRE_EMAIL_VERIFICATION: true,
      AUTH_RATE_LIMIT: 10,
      PUBLIC_URL: 'http://localhost:3000',
    });
    expect(config.corsOrigins).toEqual(['http://localhost:3000']);
  });

  it.each([
    [{ PORT: 'abc' }, 'Invalid PORT="abc": must be a port number'],
    [
      { DATABASE_URL: 'mysql://x' },
      'Invalid DATABASE_URL="mysql://x": must start with postgres://',
    ],
    [{ REQUIRE_EMAIL_VERIFICATION: 'maybe' }, 'Invalid REQUIRE_EMAIL_VERIFICATION="maybe"'],
    [{ AUTH_RATE_LIMIT: '-1' }, 'Invalid AUTH_RATE_LIMIT="-1": must be positive'],
    [{ PUBLIC_URL: 'localhost' }, 'Invalid PUBLIC_URL="localhost"'],
    [{ TRUST_PROXY: 'true' }, 'Invalid TRUST_PROXY="true": must be false, a number of proxy hops'],
    [{ TRUST_PROXY: 'anyone' }, 'Invalid TRUST_PROXY="anyone"'],
    [{ DEV_MAILBOX: 'true', NODE_ENV: 'production' }, 'Invalid DEV_MAILBOX="true"'],
  ])('stops on %o with one line naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it("takes TRUST_PROXY as a hop count or the proxies' addresses", () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.2, 10.0.1.0/24' }).TRUST_PROXY).toEqual([
      '10.0.0.2',
      '10.0.1.0/24',
    ]);
  });

  it('treats empty values as unset and parses booleans', () => {
    expect(loadConfig({ PORT: '', REQUIRE_EMAIL_VERIFICATION: 'false' })).toMatchObject({
      PORT: 3000,
      REQUIRE_EMAIL_VERIFICATION: false,
    });
  });
});
