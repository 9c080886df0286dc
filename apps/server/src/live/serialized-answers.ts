import type { FastifyReply } from 'fastify';
import type { z } from 'zod';

interface Serialized {
  sources: readonly object[];
  json: string;
}

/**
 * JSON bodies of answers built from the read cache's objects, serialized once (decision 014).
 * The response serializer validates every answer against its schema and then stringifies it,
 * which cost a cached list page more than everything else it did; the objects the read cache
 * hands out are the same until a change replaces them, so their body is too. `send` does what
 * the serializer would (the same schema check, then JSON.stringify) the first time a set of
 * source objects is seen, and sends the stored text afterwards. Kept in a WeakMap: a body goes
 * when its cached objects do.
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
    return reply.type('application/json; charset=utf-8').send(this.json(sources, schema, build));
  }

  json(sources: readonly [object, ...object[]], schema: z.ZodType, build: () => unknown): string {
    const [first] = sources;
    const hit = this.bodies.get(first);
    if (
      hit &&
      hit.sources.length === sources.length &&
      hit.sources.every((s, i) => s === sources[i])
    ) {
      return hit.json;
    }
    const result = schema.safeParse(build());
    // As the response serializer does: a 500, never an answer that breaks its own schema.
    if (!result.success)
      throw new Error(`An answer does not match its schema: ${result.error.message}`);
    const json = JSON.stringify(result.data);
    this.bodies.set(first, { sources, json });
    return json;
  }
}
