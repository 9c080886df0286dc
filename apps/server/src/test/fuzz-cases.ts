/**
 * Generators for the schema-driven fuzz test (fuzz.test.ts): the operations of
 * the OpenAPI document, a valid request for each, and the hostile variants
 * asked for by the security audit. Everything random comes from one seeded
 * PRNG, so a failure reproduces with the same FUZZ_SEED.
 */

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  format?: string;
  minimum?: number;
  minItems?: number;
}

interface OpenApiOperation {
  parameters?: { name: string; in: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  security?: unknown[];
}

export interface Operation {
  method: string;
  /** The OpenAPI path without a trailing slash: `/api/tournaments/{id}`. */
  path: string;
  /** Method and path as the tests name routes: `PUT /api/tournaments/:id`. */
  route: string;
  hasId: boolean;
  query: { name: string; schema: JsonSchema }[];
  body: JsonSchema | null;
  isProtected: boolean;
}

/** The OpenAPI document's operations, dev routes left out. */
export function listOperations(doc: { paths?: Record<string, unknown> }): Operation[] {
  const operations: Operation[] = [];
  for (const [rawPath, methods] of Object.entries(doc.paths ?? {})) {
    const path = rawPath.length > 1 ? rawPath.replace(/\/+$/, '') : rawPath;
    if (path.startsWith('/api/dev/') || path.startsWith('/api/docs')) continue;
    for (const [method, raw] of Object.entries(methods as Record<string, OpenApiOperation>)) {
      const params = raw.parameters ?? [];
      operations.push({
        method: method.toUpperCase(),
        path,
        route: `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`,
        hasId: params.some((p) => p.in === 'path' && p.name === 'id'),
        query: params
          .filter((p) => p.in === 'query')
          .map((p) => ({ name: p.name, schema: p.schema ?? {} })),
        body: raw.requestBody?.content?.['application/json']?.schema ?? null,
        isProtected: (raw.security?.length ?? 0) > 0,
      });
    }
  }
  return operations;
}

/** mulberry32: small, fast and good enough to pick test cases. */
export function createRng(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const uuid = () =>
    'xxxxxxxx-xxxx-4xxx-8xxx-xxxxxxxxxxxx'.replace(/x/g, () =>
      Math.floor(next() * 16).toString(16),
    );
  return { next, pick, uuid, chance: (p: number) => next() < p };
}
export type Rng = ReturnType<typeof createRng>;

export const CONTROL_CHARS = ['\u0000', '\u0007', '\u001b', '\u202e'];
export const NESTED_XSS = '<<img src=x onerror=alert(1)>img src=x onerror=alert(1)>';
export const BAD_DATES = [
  '0000-01-01',
  '9999-12-31T23:59:59-14:00',
  '2031-02-31',
  '2030-01-01T24:00',
];
const HUGE = 'A'.repeat(100_000);

/** Keys that name Object.prototype's members (issue 22.1): input, never a crash. */
export const PROTOTYPE_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'valueOf',
  'hasOwnProperty',
];

/** `body` with `key` as an own key (defined, so `__proto__` stays a key, as JSON.parse makes it). */
function withOwnKey(body: unknown, key: string, value: unknown): unknown {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return body;
  const copy = structuredClone(body) as Record<string, unknown>;
  Object.defineProperty(copy, key, { value, enumerable: true, writable: true, configurable: true });
  return copy;
}

/** Path ids, as they appear in the URL (some already percent-encoded on purpose). */
// prettier-ignore
export const badIds = (rng: Rng) => [
  'not-a-uuid', rng.uuid(), 'x'.repeat(200), 'x'.repeat(65), '%00', '..', '..%2F..%2Fauth%2Fprofile',
  '%E0%A4%A', encodeURIComponent("1' OR '1'='1"), encodeURIComponent(NESTED_XSS), '-1',
];

/**
 * Path tokens of the calendar feeds (issue 26): well-formed but unknown, a session-shaped one,
 * too short, too long, traversal, encodings and injections.
 */
// prettier-ignore
export const badTokens = (rng: Rng) => [
  Array.from({ length: 43 }, () => rng.pick([...'ABCabc012_-'])).join(''), 'a'.repeat(43), 'short',
  'x'.repeat(129), 'x'.repeat(5000), '%00', '..', '..%2F..%2Fauth%2Fprofile', '%E0%A4%A',
  encodeURIComponent("1' OR '1'='1"), encodeURIComponent(NESTED_XSS), '', '.ics',
];

/** Query values, URL-encoded where they must be (plus deliberately bad encodings). */
// prettier-ignore
const queryValues = (rng: Rng) => [
  'abc', '', '-1', '0', '1.5', '1e309', '99999999999999999999', '%00', 'a%07b', '%1B%5B31m',
  '%E2%80%AE', '%E0%A4%A', encodeURIComponent(NESTED_XSS), ...BAD_DATES.map(encodeURIComponent),
  rng.uuid(), 'x'.repeat(100_000),
];

/** Valid values for properties the schema alone cannot describe well. */
const HINTS: Record<string, (n: number) => unknown> = {
  name: () => 'Fuzz Tester',
  email: (n) => `fuzz.${n}@example.com`,
  password: () => 'Court$ide2026',
  token: () => 'a'.repeat(43),
  startDate: () => '2027-05-01T09:00:00.000Z',
  endDate: () => '2027-05-02',
  location: () => 'Austin, TX',
  description: () => 'A fuzzed tournament',
  subject: () => 'Hello organizer',
  message: () => 'Is there parking at the venue?',
  rules: () => '<p>Bring your own paddle</p>',
};

let uniqueCounter = 0;

/** A valid value for `schema`, hinted by the property name. */
export function validValue(schema: JsonSchema, name: string, rng: Rng): unknown {
  const hint = HINTS[name];
  if (hint) return hint((uniqueCounter += 1));
  if (schema.enum) return schema.enum[0];
  if (schema.anyOf?.[0]) return validValue(schema.anyOf[0], name, rng);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, sub] of Object.entries(schema.properties ?? {})) {
        out[key] = validValue(sub, key, rng);
      }
      return out;
    }
    case 'array':
      return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () =>
        validValue(schema.items ?? {}, name, rng),
      );
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 0, 8);
    case 'boolean':
      return false;
    default:
      return schema.format === 'uuid' ? rng.uuid() : 'fuzz value';
  }
}

type PathKey = string | number;
export interface BodyMutation {
  label: string;
  apply: (body: unknown) => unknown;
}

function setAt(body: unknown, path: PathKey[], value: unknown, remove = false): unknown {
  const copy = structuredClone(body) as Record<PathKey, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) {
    const child = node?.[key];
    // An earlier mutation (in a combination) may have replaced the parent.
    if (child === null || typeof child !== 'object') return copy;
    node = child as Record<PathKey, unknown>;
  }
  const last = path.at(-1)!;
  if (remove) delete node[last];
  else node[last] = value;
  return copy;
}

/** Hostile values for one property, by its schema type. */
function hostileValues(schema: JsonSchema, rng: Rng): [string, unknown][] {
  const type = Array.isArray(schema.type) ? schema.type[0] : (schema.type ?? 'string');
  const wrongTypes: [string, unknown][] = (
    [
      ['number', 12345],
      ['boolean', true],
      ['null', null],
      ['array', []],
      ['object', { $gt: '' }],
      ['string', 'not-a-number'],
    ] as [string, unknown][]
  ).filter(([kind]) => kind !== type && !(kind === 'number' && type === 'integer'));
  const out: [string, unknown][] = wrongTypes.map(([kind, v]) => [`wrong type ${kind}`, v]);
  if (type === 'string' || schema.anyOf) {
    out.push(['empty string', ''], ['100k chars', HUGE], ['nested XSS', NESTED_XSS]);
    for (const c of CONTROL_CHARS) out.push([`control ${JSON.stringify(c)}`, `Fuzz${c}Value`]);
    for (const d of BAD_DATES) out.push([`date ${d}`, d]);
    for (const id of ['not-a-uuid', rng.uuid(), 'x'.repeat(200), '\u0000', '../'])
      out.push([`id ${JSON.stringify(id.slice(0, 12))}`, id]);
  } else if (type === 'integer' || type === 'number') {
    out.push(['negative', -1], ['fraction', 1.5], ['huge number', 1e308], ['numeric string', '12']);
  } else if (type === 'boolean') {
    out.push(['string true', 'true'], ['number 1', 1]);
  } else if (type === 'array') {
    out.push(['array of nulls', [null, null]], ['100k string', HUGE]);
  }
  return out;
}

/** Every property mutation of `schema`, one level into arrays of objects. */
export function bodyMutations(
  schema: JsonSchema,
  rng: Rng,
  prefix: PathKey[] = [],
): BodyMutation[] {
  const mutations: BodyMutation[] = [];
  for (const [key, sub] of Object.entries(schema.properties ?? {})) {
    const path = [...prefix, key];
    const at = path.join('.');
    if (schema.required?.includes(key)) {
      mutations.push({ label: `missing ${at}`, apply: (b) => setAt(b, path, undefined, true) });
    }
    for (const [label, value] of hostileValues(sub, rng)) {
      mutations.push({ label: `${at}: ${label}`, apply: (b) => setAt(b, path, value) });
    }
    if (sub.type === 'array' && sub.items?.type === 'object' && prefix.length === 0) {
      mutations.push(...bodyMutations(sub.items, rng, [...path, 0]));
    } else if (sub.type === 'array' && sub.items && prefix.length <= 2) {
      for (const [label, value] of hostileValues(sub.items, rng)) {
        mutations.push({
          label: `${at}[0]: ${label}`,
          apply: (b) => setAt(b, [...path, 0], value),
        });
      }
    }
  }
  return mutations;
}

/**
 * `name=value` pairs (already encoded) that break one query parameter each, and prototype-named
 * parameters on every operation, with or without a query of its own.
 */
export const queryMutations = (op: Operation, rng: Rng): string[] => [
  ...op.query.flatMap(({ name }) => [
    ...queryValues(rng).map((v) => `${name}=${v}`),
    `${name}=a&${name}=b`,
    `${name}[$ne]=1`,
  ]),
  ...PROTOTYPE_KEYS.map((key) => `${key}=1&${key}[${key}]=2`),
];

export const CALLERS = ['anonymous', 'player', 'organizer'] as const;
export type Caller = (typeof CALLERS)[number];
/** Stands for the real tournament's id, filled in when the request is sent. */
export const REAL_ID = '<real-tournament-id>';

export interface PlannedRequest {
  op: Operation;
  caller: Caller;
  method: string;
  /** The path id (raw, as it goes in the URL), or REAL_ID. */
  id: string | null;
  /** A path `{token}` (calendar feeds), raw, as it goes in the URL. */
  token: string | null;
  query: string;
  headers: Record<string, string>;
  payload?: string;
  label: string;
}

interface Variant {
  label: string;
  method?: string;
  id?: string;
  token?: string;
  query?: string;
  headers?: Record<string, string>;
  /** The JSON body; `base` is a valid body (unique values each time). */
  body?: (base: unknown) => unknown;
  raw?: string;
  contentType?: string | null;
}

const JSON_TYPE = 'application/json';
const SAMPLE_JSON = '{"name":"Fuzz Tester","email":"fuzz@example.com"}';

const transportVariants = (hasBody: boolean): Variant[] => [
  { label: 'empty body (application/json)', raw: '' },
  { label: 'text/plain', raw: SAMPLE_JSON, contentType: 'text/plain' },
  {
    label: 'form-urlencoded',
    raw: 'name=x&email=y',
    contentType: 'application/x-www-form-urlencoded',
  },
  { label: 'multipart without boundary', raw: 'name=x', contentType: 'multipart/form-data' },
  { label: 'no content type', raw: SAMPLE_JSON, contentType: null },
  { label: 'malformed JSON', raw: '{"name":' },
  { label: 'prototype pollution', raw: '{"__proto__":{"isAdmin":true},"name":"x"}' },
  ...(hasBody
    ? [
        { label: 'valid body', body: (b: unknown) => b },
        { label: 'null body', raw: 'null' },
        { label: 'array body', body: (b: unknown) => [b] },
        { label: 'empty object', raw: '{}' },
        { label: 'number body', raw: '42' },
      ]
    : [
        { label: 'no body', contentType: null },
        { label: 'unexpected JSON body', raw: '{"x":1}' },
      ]),
];

/** The deliberate variants of one operation (each is sent by every caller). */
function variantsOf(op: Operation, rng: Rng): Variant[] {
  const variants = transportVariants(op.body !== null);
  if (op.body) {
    for (const m of bodyMutations(op.body, rng)) variants.push({ label: m.label, body: m.apply });
    for (const key of PROTOTYPE_KEYS) {
      variants.push(
        { label: `extra key ${key}: 1`, body: (b) => withOwnKey(b, key, 1) },
        { label: `only key ${key}: object`, body: () => withOwnKey({}, key, { [key]: [] }) },
      );
    }
  }
  for (const q of queryMutations(op, rng))
    variants.push({ label: `query ${q.slice(0, 40)}`, query: q });
  if (op.hasId) {
    for (const id of badIds(rng)) variants.push({ label: `id ${id.slice(0, 40)}`, id });
    variants.push({ label: 'real id', id: REAL_ID });
  }
  if (op.path.includes('{token}')) {
    for (const token of badTokens(rng)) {
      variants.push({ label: `token ${token.slice(0, 40)}`, token });
    }
  }
  const preflight = (origin: string) => ({
    origin,
    'access-control-request-method': op.method,
    'access-control-request-headers': 'authorization,content-type',
  });
  variants.push(
    { label: 'OPTIONS without preflight headers', method: 'OPTIONS', contentType: null },
    {
      label: 'OPTIONS preflight',
      method: 'OPTIONS',
      contentType: null,
      headers: preflight('http://courtside.test'),
    },
    {
      label: 'OPTIONS preflight, foreign origin',
      method: 'OPTIONS',
      contentType: null,
      headers: preflight('https://evil.example'),
    },
  );
  return variants;
}

const BAD_AUTH = [
  'Bearer not-a-token',
  `Bearer ${'a'.repeat(5000)}`,
  'Basic Zm9vOmJhcg==',
  'Bearer',
];

function toRequest(op: Operation, v: Variant, caller: Caller, rng: Rng): PlannedRequest {
  const base = op.body ? validValue(op.body, 'body', rng) : undefined;
  const payload = v.raw ?? (v.body ? JSON.stringify(v.body(base)) : undefined);
  const headers: Record<string, string> = { ...v.headers };
  const contentType = v.contentType === undefined ? JSON_TYPE : v.contentType;
  if (contentType) headers['content-type'] = contentType;
  if (caller === 'anonymous' && rng.chance(0.3)) headers.authorization = rng.pick(BAD_AUTH);
  const id = op.hasId ? (v.id ?? (rng.chance(0.5) ? REAL_ID : rng.pick(badIds(rng)))) : null;
  // Name a randomly chosen bad id in the label: it often decides the answer.
  const label = v.id || !id || id === REAL_ID ? v.label : `${v.label} @ id ${id.slice(0, 20)}`;
  const token = op.path.includes('{token}') ? (v.token ?? rng.pick(badTokens(rng))) : null;
  return {
    op,
    caller,
    method: v.method ?? op.method,
    id,
    token,
    query: v.query ?? '',
    headers,
    payload,
    label,
  };
}

/**
 * Every variant of every operation for every caller, then random combinations
 * of two mutations until there are at least `minimum` requests.
 */
export function planRequests(operations: Operation[], rng: Rng, minimum: number): PlannedRequest[] {
  const planned: PlannedRequest[] = [];
  const variantsByOp = operations.map((op) => ({ op, variants: variantsOf(op, rng) }));
  for (const { op, variants } of variantsByOp) {
    for (const v of variants)
      for (const caller of CALLERS) planned.push(toRequest(op, v, caller, rng));
  }
  while (planned.length < minimum) {
    const { op, variants } = rng.pick(variantsByOp);
    const a = rng.pick(variants);
    const b = rng.pick(variants);
    const combo: Variant = {
      ...b,
      ...a,
      label: `${a.label} + ${b.label}`,
      body: a.body && b.body ? (base) => a.body!(b.body!(base)) : (a.body ?? b.body),
      token: a.token ?? b.token,
      query: [a.query, b.query].filter(Boolean).join('&') || undefined,
    };
    planned.push(toRequest(op, combo, rng.pick(CALLERS), rng));
  }
  return planned;
}

/** A request sent byte for byte over a socket, for what Node's own parser refuses. */
export interface RawCase {
  label: string;
  request: string;
}

/**
 * Raw-socket cases (issues 22.1, 22.12): headers over Node's 16 KB limit (one huge header,
 * many small ones, a huge cookie or token) and invalid or conflicting Content-Lengths, against
 * a random operation's path each.
 */
export function rawSocketCases(operations: Operation[], rng: Rng): RawCase[] {
  const cases: RawCase[] = [];
  const start = (op: Operation) =>
    `${op.method} ${op.path.replace('{id}', rng.uuid())} HTTP/1.1\r\nHost: courtside.test\r\n`;
  for (let i = 0; i < 20; i += 1) {
    const op = rng.pick(operations);
    const size = 16_500 + Math.floor(rng.next() * 40_000);
    const many = Array.from({ length: 400 }, (_, n) => `X-H${n}: ${'b'.repeat(50)}`).join('\r\n');
    cases.push(
      { label: `one ${size} B header`, request: `${start(op)}X-Big: ${'a'.repeat(size)}\r\n\r\n` },
      { label: '400 headers of 50 B', request: `${start(op)}${many}\r\n\r\n` },
      {
        label: `${size} B bearer token`,
        request: `${start(op)}Authorization: Bearer ${'t'.repeat(size)}\r\n\r\n`,
      },
      { label: `${size} B cookie`, request: `${start(op)}Cookie: a=${'c'.repeat(size)}\r\n\r\n` },
    );
  }
  const LENGTHS = [
    'Content-Length: abc',
    'Content-Length: -1',
    'Content-Length: 1e3',
    'Content-Length: 2\r\nContent-Length: 5',
    'Content-Length: 2, 5',
    'Content-Length: 99999999999999999999',
    'Content-Length: 2\r\nTransfer-Encoding: chunked',
    'Transfer-Encoding: chunked, identity',
  ];
  for (let i = 0; i < 10; i += 1) {
    for (const lengths of LENGTHS) {
      const op = rng.pick(operations);
      cases.push({
        label: lengths.replace(/\r\n/g, ' + '),
        request: `${start(op)}Content-Type: application/json\r\n${lengths}\r\n\r\n{}`,
      });
    }
  }
  return cases;
}
