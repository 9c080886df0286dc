import { createHash } from 'node:crypto';
import fp from 'fastify-plugin';
import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import { WEB_BOOT_SCRIPT } from '@courtside/shared/web-boot-script';
import type { Config } from '../../config';

/** ws(s)://host of an http(s) URL: where the web app opens its websocket by default. */
const websocketOrigin = (url: string) => new URL(url).origin.replace(/^http/, 'ws');

/** The web app's one inline script (its boot script), allowed by its hash and nothing else. */
export const WEB_BOOT_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(WEB_BOOT_SCRIPT).digest('base64')}'`;

/**
 * Security headers with a CSP the built app satisfies: scripts from our origin only (and the
 * boot script, by its hash), styles from our origin plus inline styles (react-hot-toast injects a style tag);
 * websockets to our own origin and the configured VITE_WS_URL only. Framing is
 * refused by `frame-ancestors 'none'` alone (X-Frame-Options would say less).
 */
export function helmetOptions(config: Config): HelmetOptions {
  const websockets = [websocketOrigin(config.PUBLIC_URL)];
  if (config.VITE_WS_URL) websockets.push(new URL(config.VITE_WS_URL).origin);
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", WEB_BOOT_SCRIPT_SOURCE],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Pictures are answered as absolute URLs on PUBLIC_URL (issue 23.2).
        imgSrc: ["'self'", 'data:', 'blob:', new URL(config.PUBLIC_URL).origin],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...new Set(websockets)],
        mediaSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    xFrameOptions: false,
    // Plain-HTTP local installs must not be pinned to HTTPS.
    strictTransportSecurity: config.PUBLIC_URL.startsWith('https://'),
  };
}

/** What helmet does to every response: headers to set and headers to remove. */
export interface SecurityHeaders {
  set: ReadonlyArray<readonly [name: string, value: string]>;
  removed: readonly string[];
}

/**
 * Helmet's headers for `config`, worked out once: helmet's middleware run against a response
 * that only records what is done to it. With our options every value is fixed (no nonce, no
 * directive that depends on the request), so replaying the record on each response gives
 * exactly what helmet would; @fastify/helmet instead built helmet anew on every request
 * (a quarter of the CPU of /api/health, decision 008).
 */
export function securityHeaders(config: Config): SecurityHeaders {
  const set = new Map<string, string>();
  const removed: string[] = [];
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      set.set(name, String(value));
    },
    removeHeader: (name: string) => {
      set.delete(name);
      removed.push(name);
    },
  };
  helmet(helmetOptions(config))(
    {} as IncomingMessage,
    recorder as unknown as ServerResponse,
    (error?: unknown) => {
      if (error) throw error;
    },
  );
  return { set: [...set], removed };
}

/**
 * Writes the security headers straight onto a raw response, as helmet did, in one step: one
 * header map worked out at start, the same for every answer (decision 022). On every answer (the
 * plugin's hook) and on those Fastify gives before any hook runs (a malformed URL, an over-long
 * path). What helmet removes (X-Powered-By) is removed only where something set it.
 */
export function securityHeadersFor(config: Config) {
  const { set, removed } = securityHeaders(config);
  const headers = new Map<string, string>(set);
  return (_request: IncomingMessage, response: ServerResponse) => {
    response.setHeaders(headers);
    for (const name of removed) if (response.hasHeader(name)) response.removeHeader(name);
  };
}

/**
 * Every method the API answers: the web app (or the spec's own client) may live on another
 * origin (spec section 1), and @fastify/cors's default preflight allows only GET, HEAD and POST.
 */
export const CORS_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

/**
 * The request headers a client sends (spec section 7): JSON content type, the bearer token, the
 * 'ajax' marker, the random request id and the client version.
 */
export const CORS_ALLOWED_HEADERS = [
  'Content-Type',
  'Authorization',
  'X-Requested-With',
  'X-Request-ID',
  'X-Client-Version',
] as const;

/** Answer headers a cross-origin client may read; Content-Disposition names the data export. */
export const CORS_EXPOSED_HEADERS = ['X-Request-ID', 'Retry-After', 'Content-Disposition'] as const;

/**
 * The security headers and the request id on every answer (set on the raw response, so errors
 * carry them too), CORS for the configured origins only.
 */
export const securityPlugin = fp(async function securityPlugin(app: FastifyInstance) {
  const apply = securityHeadersFor(app.config);
  app.addHook('onRequest', (request, reply, done) => {
    apply(request.raw, reply.raw);
    reply.raw.setHeader('X-Request-ID', request.id);
    done();
  });
  await app.register(cors, {
    origin: app.config.corsOrigins,
    // An OPTIONS without the preflight headers gets an empty 204, not a plain-text 400.
    strictPreflight: false,
    methods: [...CORS_METHODS],
    allowedHeaders: [...CORS_ALLOWED_HEADERS],
    exposedHeaders: [...CORS_EXPOSED_HEADERS],
  });
});
