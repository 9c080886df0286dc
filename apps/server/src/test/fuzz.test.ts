import type { LightMyRequestResponse } from 'fastify';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../services/auth/sessions';
import { createSignedInUser } from './accounts';
import { buildTestApp, type TestApp } from './build-test-app';
import {
  REAL_ID,
  createRng,
  listOperations,
  planRequests,
  rawSocketCases,
  type Caller,
  type PlannedRequest,
} from './fuzz-cases';
import { sendRaw, type RawAnswer } from './raw-http';
import { createTournamentAs } from './tournaments';

/**
 * Security audit: every operation of the OpenAPI document, fed hostile input by
 * three kinds of caller. Whatever comes in, the answer is never a 5xx, every
 * error has the shape of ARCHITECTURE.md section 3 without internals, and every
 * answer carries the security headers. Reproduce a run with FUZZ_SEED=<seed>.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20260415);
const MIN_REQUESTS = 5_000;
const CONCURRENCY = 8;
const SECURITY_HEADERS = ['x-content-type-options', 'content-security-policy', 'x-request-id'];
const SNAKE_CASE = /^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$/;
const INTERNALS: [string, RegExp][] = [
  ['stack trace', /\n\s+at\s|\bat\s+\S+\s+\(?[^\s()]+:\d+:\d+\)?/],
  ['node_modules', /node_modules/],
  [
    'SQL',
    /Failed query|\b(select|delete)\b[^"]{0,200}\bfrom\b|\binsert into\b|\bupdate\s+"|syntax error at|violates \w+ (key )?constraint|invalid input syntax|invalid byte sequence|out of range for type|relation "|column "/i,
  ],
];

interface Failure {
  category: string;
  request: PlannedRequest;
  url: string;
  status: number;
  body: string;
}

let t: TestApp;
let users: Record<Exclude<Caller, 'anonymous'>, { id: string; token: string }>;
let realId: string;
let renewing: Promise<void> | null = null;

beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_MAX: '1000000', AUTH_RATE_LIMIT: '1000000' });
  const organizer = await createSignedInUser(t.app, { role: 'organizer', name: 'Fuzz Organizer' });
  const player = await createSignedInUser(t.app, { name: 'Fuzz Player' });
  users = {
    organizer: { id: organizer.user.id, token: organizer.token },
    player: { id: player.user.id, token: player.token },
  };
  realId = (await createTournamentAs(t.app, organizer.token, { type: 'doubles' })).id;
}, 60_000);
afterAll(() => t?.close());

function urlOf(request: PlannedRequest): string {
  const id = request.id === REAL_ID ? realId : request.id;
  const withId = id === null ? request.op.path : request.op.path.replace('{id}', id);
  const path = request.token === null ? withId : withId.replace('{token}', request.token);
  return request.query ? `${path}?${request.query}` : path;
}

async function send(request: PlannedRequest, index: number) {
  const headers = { ...request.headers };
  if (request.caller !== 'anonymous') {
    const user = users[request.caller];
    // Logging out revokes the session: give each logout a session of its own.
    const token = request.op.route.endsWith('/logout')
      ? await createSession(t.app.db, user.id, false)
      : user.token;
    headers.authorization = `Bearer ${token}`;
  }
  const url = urlOf(request);
  const response = await t.app.inject({
    method: request.method as 'GET',
    url,
    headers,
    payload: request.payload,
    // A different client address per request, so per-IP limits without a setting stay out of the way.
    remoteAddress: `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`,
  });
  // The owner may delete the real tournament; later requests need another one.
  if (request.method === 'DELETE' && request.id === REAL_ID && response.statusCode === 200) {
    renewing ??= createTournamentAs(t.app, users.organizer.token, { type: 'doubles' }).then(
      (created) => {
        realId = created.id;
        renewing = null;
      },
    );
    await renewing;
  }
  return { url, response };
}

function parseObject(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** A 5xx, a missing security header, or an error body off the shape of ARCHITECTURE.md section 3. */
function shapeProblems(status: number, headers: Record<string, unknown>, text: string): string[] {
  const problems: string[] = [];
  if (status >= 500) problems.push('5xx');
  const missing = SECURITY_HEADERS.filter((h) => headers[h] === undefined);
  if (missing.length > 0) problems.push(`missing security headers (${missing.join(', ')})`);
  if (status >= 400) {
    const body = parseObject(text);
    if (!body) problems.push('off-shape: body not a JSON object');
    else {
      if (typeof body.message !== 'string' || !body.message)
        problems.push('off-shape: no string message');
      const code = body.code;
      if (typeof code !== 'string' || !SNAKE_CASE.test(code))
        problems.push('off-shape: code not SNAKE_CASE');
      else if (code.startsWith('FST_')) problems.push('off-shape: FST_ code');
    }
    for (const [name, pattern] of INTERNALS) {
      if (pattern.test(text)) problems.push(`off-shape: body leaks ${name}`);
    }
  }
  return problems;
}

/** What is wrong with one answer (nothing, most of the time). */
function problemsOf(request: PlannedRequest, response: LightMyRequestResponse): string[] {
  const problems = shapeProblems(response.statusCode, response.headers, response.body);
  const status = response.statusCode;
  // Spec section 7: the client sends a JSON content type on every call, bodyless ones too.
  const isWellFormedUrl =
    (request.id === null || request.id === REAL_ID) &&
    (request.token === null || /^[A-Za-z0-9_-]*$/.test(request.token)) &&
    !request.query;
  if (
    !request.op.body &&
    request.label === 'empty body (application/json)' &&
    isWellFormedUrl &&
    status === 400
  ) {
    problems.push('bodyless JSON call refused');
  }
  // Spec section 5: 'Please enter a valid date'. A day that does not exist, or a year the
  // database cannot hold, must be refused (24:00 is valid ISO 8601, so it may pass).
  const isImpossibleDate = request.label
    .split(' + ')
    .some((part) => /^(startDate|endDate): date (2031-02-31|0000-01-01|9999-)/.test(part));
  if (isImpossibleDate && status < 300) problems.push('impossible date accepted');
  // Markup that survived as markup; escaped text such as `&lt;img` in rules is harmless.
  if (status < 300 && /<(img|script|svg|iframe)\b/i.test(response.body))
    problems.push('markup stored');
  if (status < 300 && /\\u0000|\\u0007|\\u001b|\u202e/i.test(response.body)) {
    problems.push('control characters stored');
  }
  return problems;
}

// eslint-disable-next-line no-control-regex -- finding control characters is the point
const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e]/g;

/** Control and bidi characters made visible, so the summary prints cleanly. */
const visible = (text: string, max: number) =>
  text
    .slice(0, max)
    .replace(INVISIBLE, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

const routeOf = (r: PlannedRequest) => `${r.method} ${r.op.route.split(' ')[1]}`;

const describeRequest = (f: Failure) => {
  const r = f.request;
  const headers = Object.entries(r.headers)
    .map(([k, v]) => `${k}: ${visible(v, 40)}`)
    .join('; ');
  const payload = r.payload === undefined ? '' : ` body=${visible(r.payload, 160)}`;
  return `[${r.caller}] ${r.method} ${visible(f.url, 120)} (${visible(r.label, 60)}) {${headers}}${payload}\n        -> ${f.status} ${visible(f.body, 200)}`;
};

/** Failures by kind, route and status: a count, the distinct variants, the first 3 requests. */
function summarize(failures: Failure[]): string {
  const groups = new Map<string, Failure[]>();
  for (const f of failures) {
    const key = `${f.category} | ${routeOf(f.request)} -> ${f.status}`;
    groups.set(key, [...(groups.get(key) ?? []), f]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, list]) => {
      const labels = [...new Set(list.map((f) => f.request.label))].join(' | ');
      const examples = list.slice(0, 3).map((f) => `      ${describeRequest(f)}`);
      return [
        `  ${list.length} x ${key}`,
        `      variants: ${visible(labels, 400)}`,
        ...examples,
      ].join('\n');
    })
    .join('\n');
}

/** How many requests had a failure of each kind (a request counts once per kind). */
function totalsByKind(failures: Failure[]): Record<string, number> {
  const kinds = new Map<string, Set<PlannedRequest>>();
  for (const f of failures) {
    const kind = f.category.startsWith('missing security headers')
      ? 'missing security headers'
      : f.category.split(':')[0]!;
    kinds.set(kind, (kinds.get(kind) ?? new Set()).add(f.request));
  }
  return Object.fromEntries([...kinds].map(([kind, set]) => [kind, set.size]));
}

describe('API fuzz (security audit)', () => {
  it('answers hostile requests without 5xx, in the error shape, with security headers', async () => {
    const started = Date.now();
    const operations = listOperations(t.app.swagger() as { paths?: Record<string, unknown> });
    expect(operations.length).toBeGreaterThan(10);
    const planned = planRequests(operations, createRng(SEED), MIN_REQUESTS);
    const failures: Failure[] = [];
    const statuses = new Map<number, number>();
    const slowest: { ms: number; what: string }[] = [];
    let next = 0;
    const worker = async () => {
      while (next < planned.length) {
        const index = next++;
        const request = planned[index]!;
        const sentAt = Date.now();
        const { url, response } = await send(request, index);
        slowest.push({ ms: Date.now() - sentAt, what: `${routeOf(request)} (${request.label})` });
        slowest.sort((a, b) => b.ms - a.ms).splice(3);
        const status = response.statusCode;
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        for (const category of problemsOf(request, response)) {
          failures.push({ category, request, url, status, body: response.body });
        }
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));

    const totals = { '5xx': 0, 'off-shape': 0, ...totalsByKind(failures) };
    const database = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    const byStatus = Object.fromEntries([...statuses].sort(([a], [b]) => a - b));
    console.log(
      `fuzz totals (${database}, seed ${SEED}): ${planned.length} requests, ${operations.length} operations, ${seconds} s; ` +
        `failing requests by kind ${JSON.stringify(totals)}; statuses ${JSON.stringify(byStatus)}; ` +
        `slowest ${slowest.map((x) => `${x.ms} ms ${visible(x.what, 80)}`).join(', ')}`,
    );
    if (failures.length > 0) {
      console.log(`fuzz failures by kind, route and status:\n${summarize(failures)}`);
    }
    expect(planned.length).toBeGreaterThanOrEqual(MIN_REQUESTS);
    expect(failures.length, 'see the summary printed above').toBe(0);
  }, 300_000);

  it("answers what Node's parser refuses (oversized headers, bad lengths) in the shape", async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const operations = listOperations(t.app.swagger() as { paths?: Record<string, unknown> });
    const cases = rawSocketCases(operations, createRng(SEED));
    const problems: string[] = [];
    const statuses = new Map<number, number>();
    let offShape = 0;
    let serverErrors = 0;
    for (const raw of cases) {
      const answer: RawAnswer = await sendRaw(port, raw.request);
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      const found =
        answer.status === 0
          ? ['no answer']
          : shapeProblems(answer.status, answer.headers, answer.body);
      if (found.includes('5xx')) serverErrors += 1;
      if (found.some((p) => p !== '5xx')) offShape += 1;
      for (const p of found)
        problems.push(`${p}: ${raw.label} -> ${answer.status} ${visible(answer.body, 120)}`);
    }
    const byStatus = Object.fromEntries([...statuses].sort(([a], [b]) => a - b));
    console.log(
      `raw-socket fuzz totals: ${cases.length} requests, ${serverErrors} 5xx, ${offShape} off-shape; statuses ${JSON.stringify(byStatus)}`,
    );
    expect(cases.length).toBeGreaterThanOrEqual(150);
    expect(problems, problems.slice(0, 10).join('\n')).toEqual([]);
  }, 60_000);
});
