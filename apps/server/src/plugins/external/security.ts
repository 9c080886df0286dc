import fp from 'fastify-plugin';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Security headers with a CSP the built app satisfies: scripts and styles from
 * our origin only, plus inline styles (react-hot-toast injects a style tag);
 * websocket connections to our host. CORS for the configured origins only.
 */
export const securityPlugin = fp(async function securityPlugin(app: FastifyInstance) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        mediaSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    // Plain-HTTP local installs must not be pinned to HTTPS.
    strictTransportSecurity: app.config.PUBLIC_URL.startsWith('https://'),
  });
  await app.register(cors, {
    origin: app.config.corsOrigins,
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
