import { http, HttpResponse, type DefaultBodyType, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';

/**
 * The one mock API of the web tests. Tests answer calls here, so every call
 * still goes through the real client (`lib/api-client.ts`): its headers,
 * interceptors, error mapping and 401 handling. `src/test/setup.ts` starts it
 * with unhandled requests as errors and resets its handlers after each test.
 */
/**
 * The tournament page asks a player for its events (decision 035): by default it has one, so the
 * spec's Join button stays. A test of events answers its own list.
 */
const oneEventTournaments = http.get('*/api/tournaments/:id/events', () =>
  HttpResponse.json({ data: [] }),
);

/** A doubles event's "Looking for a partner" list (decision 038): nobody, unless a test says. */
const nobodyLooking = http.get('*/api/tournaments/:id/looking-for-partner', () =>
  HttpResponse.json({ data: [] }),
);

/** The caller's own partner requests (decision 040): none, unless a test says. */
const noPartnerRequests = http.get('*/api/tournaments/partner-requests', () =>
  HttpResponse.json({ data: [] }),
);

export const server = setupServer(
  oneEventTournaments,
  nobodyLooking,
  noPartnerRequests,
  // Screens ask for the caller's check-ins (decision 025) wherever a player may check in or a
  // desk person finds their tab; by default nobody uses check-in. A test answers its own.
  http.get('*/api/check-in/mine', () =>
    HttpResponse.json({ data: [], deskTournamentIds: [], deskTournaments: [] }),
  ),
);

export { http, HttpResponse };

/**
 * A handler path for an API route, on any origin: the client's base URL is
 * `${VITE_API_URL}/api`, same origin in tests. Takes MSW path params (`:id`).
 */
export const apiPath = (path: string) => `*/api${path}`;

/** A success answer in the API's shape: `{ data, message?, meta? }`. */
export function ok(
  data?: unknown,
  extra: { message?: string; meta?: unknown; [field: string]: unknown } = {},
) {
  return HttpResponse.json({ data, ...extra } as JsonBodyType);
}

/** A message-only success answer, `{ message }` (logout, contact, delete, ...). */
export const okMessage = (message: string) => HttpResponse.json({ message });

/** An error answer in the API's shape: `{ message, code, errors?, field? }`. */
export function fail(
  status: number,
  body: { message?: string; code?: string; errors?: Record<string, string[]>; field?: string } = {},
) {
  return HttpResponse.json(body as JsonBodyType, { status });
}

/** A call as the server saw it, for assertions on what the client sent. */
export interface RecordedCall {
  method: string;
  /** Path after the origin, e.g. `/api/tournaments`. */
  path: string;
  /** Query parameters; a repeated one keeps its last value. */
  query: Record<string, string>;
  /** Request headers, names in lower case. */
  headers: Record<string, string>;
  /** Parsed JSON body, or undefined without one. */
  body: unknown;
}

async function record(request: Request): Promise<RecordedCall> {
  const url = new URL(request.url);
  const text = await request.clone().text();
  return {
    method: request.method,
    path: url.pathname,
    query: Object.fromEntries(url.searchParams),
    headers: Object.fromEntries(request.headers),
    body: text ? (JSON.parse(text) as unknown) : undefined,
  };
}

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
type Reply = (call: RecordedCall) => Response | Promise<Response>;

/**
 * Answers `method path` (an API path such as `/tournaments/:id`) with `reply`
 * for as long as the test runs, and returns the calls it received, in order.
 * Later `answer`s for the same route take precedence.
 */
export function answer(method: Method, path: string, reply: Reply = () => ok()): RecordedCall[] {
  const calls: RecordedCall[] = [];
  server.use(
    http[method]<never, DefaultBodyType>(apiPath(path), async ({ request }) => {
      const call = await record(request);
      calls.push(call);
      return reply(call);
    }),
  );
  return calls;
}

/** Every request the client started during the current test, handled or not. */
export const requestLog: { method: string; url: string }[] = [];
/** Requests no handler answered during the current test; setup.ts fails the test on any. */
export const unhandledRequests: string[] = [];
/** Requests MSW has seen but not yet answered. */
const inFlight = new Set<Request>();

/**
 * MSW's 'error' strategy (the request fails and the run reports it), plus a
 * note of the request so the test that made it fails too.
 */
export const onUnhandledRequest = (request: Request, print: { error: () => void }) => {
  inFlight.delete(request); // MSW ends an unhandled request without 'request:end' here
  unhandledRequests.push(`${request.method} ${request.url}`);
  print.error();
};

server.events.on('request:start', ({ request }) => {
  inFlight.add(request);
  requestLog.push({ method: request.method, url: request.url });
});
server.events.on('request:end', ({ request }) => inFlight.delete(request));

/**
 * Lets calls a test started (a refetch as it ended, say) reach MSW and be
 * answered by that test's handlers before they are reset. A call still
 * unanswered after `timeoutMs` is left to fail on its own.
 */
export async function settleRequests(timeoutMs = 1_000) {
  const giveUpAt = Date.now() + timeoutMs;
  do {
    await new Promise((resolve) => setTimeout(resolve, 0));
  } while (inFlight.size > 0 && Date.now() < giveUpAt);
}

/** A promise the test settles when it wants, to see a busy state in between. */
export function deferred<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((res) => {
    resolve = res;
  });
  return { promise, resolve };
}
