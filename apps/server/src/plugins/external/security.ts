import fp from 'fastify-plugin';
import cors from '@fastify/cors';
import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../../config';

/** ws(s)://host of an http(s) URL: where the web app opens its websocket by default. */
const websocketOrigin = (url: string) => new URL(url).origin.replace(/^http/, 'ws');

/**
 * Security headers with a CSP the built app satisfies: scripts and styles from
 * our origin only, plus inline styles (react-hot-toast injects a style tag);
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
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
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

/**
 * The same headers written straight onto a raw response: for the answers
 * Fastify gives before any hook runs (a malformed URL, an over-long path).
 */
export function securityHeadersFor(config: Config) {
  const apply = helmet(helmetOptions(config));
  return (request: IncomingMessage, response: ServerResponse) => apply(request, response, () => {});
}

/** Helmet on every answer, CORS for the configured origins only. */
export const securityPlugin = fp(async function securityPlugin(app: FastifyInstance) {
  // @fastify/helmet bundles its own copy of helmet's types: the same options, another name.
  await app.register(fastifyHelmet, helmetOptions(app.config) as FastifyHelmetOptions);
  await app.register(cors, {
    origin: app.config.corsOrigins,
    // An OPTIONS without the preflight headers gets an empty 204, not a plain-text 400.
    strictPreflight: false,
    exposedHeaders: ['X-Request-ID', 'Retry-After'],
    allowedHeaders: [
      'Content-Type',
      'Authorization',
      'X-Requested-With',
      'X-Request-ID',
      'X-Client-Version',
    ],
  });
});
