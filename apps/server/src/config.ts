import { z } from 'zod';

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const positiveInt = z.coerce
  .number({ error: 'must be a whole number' })
  .int('must be a whole number')
  .positive('must be positive');

/**
 * TRUST_PROXY: `false`, the number of proxy hops in front of the server, or the
 * proxies' addresses (comma-separated IPs or CIDR ranges). `true` would let any
 * client choose its IP through X-Forwarded-For, so it is refused.
 */
const trustProxyFromEnv = z
  .string()
  .trim()
  .transform((value, ctx): false | number | string[] => {
    if (value === 'false' || value === '0') return false;
    if (/^\d+$/.test(value)) return Number(value);
    const addresses = value
      .split(',')
      .map((a) => a.trim())
      .filter(Boolean);
    const isAddress = (a: string) => /^[0-9a-fA-F:.]+(\/\d{1,3})?$/.test(a) && /[.:]/.test(a);
    if (addresses.length > 0 && addresses.every(isAddress)) return addresses;
    ctx.addIssue({
      code: 'custom',
      message:
        "must be false, a number of proxy hops, or the proxies' addresses (for example 1 or 10.0.0.2,10.0.0.3)",
    });
    return z.NEVER;
  });

/** Every environment variable the server reads, with its default (README lists them). */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce
    .number({ error: 'must be a port number' })
    .int('must be a port number')
    .min(0, 'must be a port number')
    .max(65535, 'must be a port number')
    .default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  PUBLIC_URL: z.url('must be an absolute URL such as http://localhost:3000').optional(),
  CORS_ORIGIN: z.string().optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Courtside <no-reply@courtside.local>'),
  SUPPORT_EMAIL: z.email('must be an email address').default('support@courtside.local'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  REQUIRE_EMAIL_VERIFICATION: booleanFromEnv.default(true),
  AUTH_RATE_LIMIT: positiveInt.default(10),
  RATE_LIMIT_MAX: positiveInt.default(600),
  LIVE_MAX_CONNECTIONS_PER_IP: positiveInt.default(100),
  LIVE_MAX_CONNECTIONS_PER_USER: positiveInt.default(20),
  WEB_DIST_DIR: z.string().optional(),
  TRUST_PROXY: trustProxyFromEnv.default(false),
  DEV_MAILBOX: booleanFromEnv.default(false),
  VITE_WS_URL: z
    .string()
    .regex(/^wss?:\/\//, 'must start with ws:// or wss://')
    .optional(),
});

export type Env = z.infer<typeof envSchema>;
export type Config = Env & { PUBLIC_URL: string; corsOrigins: string[] };

/** A configuration problem, reported as one line naming the variable. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Parses the environment. Empty strings count as unset so `FOO= npm start`
 * falls back to the default instead of failing.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    const issue = result.error.issues[0];
    const variable = String(issue?.path[0] ?? 'environment');
    const value = env[variable];
    throw new ConfigError(
      `Invalid ${variable}${value === undefined ? '' : `="${value}"`}: ${issue?.message ?? 'invalid value'}`,
    );
  }
  const parsed = result.data;
  const publicUrl = (parsed.PUBLIC_URL ?? `http://localhost:${parsed.PORT}`).replace(/\/+$/, '');
  const corsOrigins = (parsed.CORS_ORIGIN ?? new URL(publicUrl).origin)
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  if (parsed.DEV_MAILBOX && parsed.NODE_ENV === 'production') {
    throw new ConfigError(
      'Invalid DEV_MAILBOX="true": the dev mailbox shows every mail, so it cannot run with NODE_ENV=production',
    );
  }
  return { ...parsed, PUBLIC_URL: publicUrl, corsOrigins };
}
