import { gzipSync } from 'node:zlib';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';

interface Serialized {
  sources: readonly object[];
  json: string;
  /** The body gzipped, made the first time a client that accepts gzip asks for it. */
  gzip?: Buffer;
}

/** Below this, gzip's header and the work cost more than the bytes it saves. */
const GZIP_MIN_BYTES = 1024;

/**
 * Whether an `Accept-Encoding` header accepts `encoding` (gzip, br): listed (or `*`) without
 * `q=0`. Every browser sends `gzip, deflate, br` or more.
 */
export function acceptsEncoding(header: string | string[] | undefined, encoding: string): boolean {
  if (!header) return false;
  const tokens = (Array.isArray(header) ? header.join(',') : header).toLowerCase().split(',');
  let star = false;
  for (const token of tokens) {
    const [name = '', ...params] = token.split(';').map((part) => part.trim());
    const q = params.find((p) => p.startsWith('q='));
    const refused = q !== undefined && Number(q.slice(2)) === 0;
    if (name === encoding) return !refused;
    if (name === '*') star = !refused;
  }
  return star;
}

/** Whether an `Accept-Encoding` header accepts gzip (see `acceptsEncoding`). */
export const acceptsGzip = (header: string | string[] | undefined) =>
  acceptsEncoding(header, 'gzip');

/**
 * JSON bodies of answers built from the read cache's objects, serialized once (decision 014).
 * The response serializer validates every answer against its schema and then stringifies it,
 * which cost a cached list page more than everything else it did; the objects the read cache
 * hands out are the same until a change replaces them, so their body is too. `send` does what
 * the serializer would (the same schema check, then JSON.stringify) the first time a set of
 * source objects is seen, and sends the stored text afterwards. A client that accepts gzip
 * (every browser) gets the body gzipped, also once: a list page of 20 goes from about 15 KB to
 * 2 KB on the phone's connection, and writing it costs the server less (decision 008). Kept in
 * a WeakMap: a body goes when its cached objects do.
 */
export class SerializedAnswers {
  private readonly bodies = new WeakMap<object, Serialized>();

  /**
   * Sends `build()` as the 200 answer of a route whose response schema is `schema`. `sources`
   * are the cached objects the answer is made of and nothing else (its key: the same objects,
   * the same body).
   */
  send(
    reply: FastifyReply,
    sources: readonly [object, ...object[]],
    schema: z.ZodType,
    build: () => unknown,
  ): FastifyReply {
    const body = this.serialized(sources, schema, build);
    void reply.type('application/json; charset=utf-8');
    if (body.json.length < GZIP_MIN_BYTES) return reply.send(body.json);
    void reply.header('vary', 'accept-encoding');
    if (!acceptsGzip(reply.request.headers['accept-encoding'])) return reply.send(body.json);
    body.gzip ??= gzipSync(body.json);
    return reply.header('content-encoding', 'gzip').send(body.gzip);
  }

  json(sources: readonly [object, ...object[]], schema: z.ZodType, build: () => unknown): string {
    return this.serialized(sources, schema, build).json;
  }

  private serialized(
    sources: readonly [object, ...object[]],
    schema: z.ZodType,
    build: () => unknown,
  ): Serialized {
    const [first] = sources;
    const hit = this.bodies.get(first);
    if (
      hit &&
      hit.sources.length === sources.length &&
      hit.sources.every((s, i) => s === sources[i])
    ) {
      return hit;
    }
    const result = schema.safeParse(build());
    // As the response serializer does: a 500, never an answer that breaks its own schema.
    if (!result.success)
      throw new Error(`An answer does not match its schema: ${result.error.message}`);
    const serialized = { sources, json: JSON.stringify(result.data) };
    this.bodies.set(first, serialized);
    return serialized;
  }
}
