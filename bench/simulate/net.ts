// The simulation's plumbing: HTTP clients on their own loopback addresses, live sockets, the
// production server processes, the round-robin proxy of `--instances 2`, and their figures.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import WebSocket from 'ws';
import { SERVER_ENTRY, SERVER_NODE_ARGS, serverEnv } from '../../apps/server/launch.mjs';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** Counts every HTTP answer the simulation got, by status, and requests per second. */
export class Traffic {
  byStatus = new Map<string, number>();
  expected = new Map<string, number>();
  perSecond = new Map<number, number>();
  /** Answers the proxy gave while an instance was being killed (502): not the server's. */
  proxyErrors = 0;
  count(status: number, what: string, isExpected: boolean) {
    const second = Math.floor(Date.now() / 1000);
    this.perSecond.set(second, (this.perSecond.get(second) ?? 0) + 1);
    if (status < 400) return;
    const key = `${status} ${what}`;
    const map = isExpected ? this.expected : this.byStatus;
    map.set(key, (map.get(key) ?? 0) + 1);
  }
  peakRps = () => Math.max(0, ...this.perSecond.values());
  fiveHundreds = () =>
    [...this.byStatus].filter(([k]) => k.startsWith('5')).reduce((s, [, n]) => s + n, 0);
}

export interface Answer {
  status: number;
  body: unknown;
  at: number;
}

/** One client (a browser): its own keep-alive agent on its own loopback address. */
export class Client {
  readonly agent: http.Agent;
  token: string | null = null;
  constructor(
    readonly address: string,
    readonly port: () => number,
    readonly traffic: Traffic,
  ) {
    this.agent = new http.Agent({ keepAlive: true, maxSockets: 4, localAddress: address });
  }

  /**
   * A request; `expect` lists statuses that are expected refusals here (counted apart). A 502
   * from the proxy (an instance killed under it) is retried a few times, as a browser's user
   * would press again; nothing reached a server, or the write is retried idempotently.
   */
  async call(
    method: string,
    path: string,
    body?: unknown,
    expect: number[] = [],
    what = `${method} ${path.replace(/[0-9a-f]{8}-[0-9a-f-]{27}/g, '{id}')}`,
  ): Promise<Answer> {
    for (let attempt = 0; ; attempt += 1) {
      const answer = await this.once(method, path, body);
      if (answer.status === 502 && attempt < 20) {
        this.traffic.proxyErrors += 1;
        await sleep(250);
        continue;
      }
      this.traffic.count(answer.status, what, expect.includes(answer.status));
      return answer;
    }
  }

  private once(method: string, path: string, body?: unknown): Promise<Answer> {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    return new Promise((resolvePromise) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port: this.port(),
          method,
          path,
          agent: this.agent,
          timeout: 30_000,
          headers: {
            ...(payload ? { 'content-type': 'application/json' } : {}),
            ...(this.token ? { authorization: `Bearer ${this.token}` } : {}),
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            const text = Buffer.concat(chunks).toString();
            let parsed: unknown = text;
            try {
              parsed = JSON.parse(text);
            } catch {
              // not JSON: kept as text
            }
            resolvePromise({ status: res.statusCode ?? 0, body: parsed, at: performance.now() });
          });
          res.on('error', () => resolvePromise({ status: 502, body: null, at: performance.now() }));
        },
      );
      req.on('timeout', () => req.destroy(new Error('timeout')));
      // A refused or reset connection (an instance killed): as the proxy answers it.
      req.on('error', () => resolvePromise({ status: 502, body: null, at: performance.now() }));
      if (payload) req.write(payload);
      req.end();
    });
  }

  close() {
    this.agent.destroy();
  }
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A live socket (decision 014) with the frames it got, each with its arrival time. */
export class LiveSocket {
  ws: WebSocket | null = null;
  epoch: string | null = null;
  open = false;
  onMessage: (message: Record<string, unknown>, at: number) => void = () => {};
  onClose: (code: number, byTest: boolean) => void = () => {};
  closingByTest = false;

  constructor(
    readonly address: string,
    readonly port: () => number,
    readonly token: string | null,
  ) {}

  connect(timeoutMs = 15_000): Promise<boolean> {
    return new Promise((resolvePromise) => {
      this.closingByTest = false;
      const ws = new WebSocket(`ws://127.0.0.1:${this.port()}/ws`, {
        localAddress: this.address,
        perMessageDeflate: false,
      });
      this.ws = ws;
      let settled = false;
      const settle = (ok: boolean) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        resolvePromise(ok);
      };
      const timer = setTimeout(() => {
        ws.terminate();
        settle(false);
      }, timeoutMs);
      ws.on('open', () => ws.send(JSON.stringify({ type: 'auth', token: this.token })));
      ws.on('message', (data: Buffer) => {
        const at = performance.now();
        const message = JSON.parse(data.toString()) as Record<string, unknown>;
        if (message.type === 'hello') {
          this.epoch = message.epoch as string;
          this.open = true;
          settle(true);
        }
        this.onMessage(message, at);
      });
      ws.on('error', () => settle(false));
      ws.on('close', (code: number) => {
        this.open = false;
        settle(false);
        if (this.ws === ws) this.onClose(code, this.closingByTest);
      });
    });
  }

  send(message: unknown) {
    if (this.ws?.readyState === WebSocket.OPEN) this.ws.send(JSON.stringify(message));
  }

  /** Closes it as a spectator whose phone drops off the network would. */
  drop() {
    this.closingByTest = true;
    this.ws?.terminate();
  }
}

/** A production server process, started as `npm start` starts it (apps/server/launch.mjs). */
export interface ServerProcess {
  child: ChildProcess;
  port: number;
  /** RSS samples (MiB) and the CPU seconds of every process this instance ran. */
  rss: number[];
  cpuBefore: number;
}

export function requireBuild() {
  if (!existsSync(SERVER_ENTRY) || !existsSync(resolve(root, 'apps/web/dist/index.html'))) {
    throw new Error('No production build: run `npm run build` first (npm start would build it).');
  }
}

/** `extraArgs`: more Node.js flags (the simulation's `--cpu-prof DIR` profiles the server). */
export function spawnServer(
  env: NodeJS.ProcessEnv,
  port: number,
  extraArgs: string[] = [],
): ServerProcess {
  const child = spawn(process.execPath, [...SERVER_NODE_ARGS, ...extraArgs, SERVER_ENTRY], {
    env: serverEnv({ ...process.env, ...env, PORT: String(port), NODE_ENV: 'production' }),
    stdio: ['ignore', 'ignore', 'inherit'],
    cwd: root,
  });
  return { child, port, rss: [], cpuBefore: 0 };
}

export async function waitReady(port: number, timeoutMs = 180_000, child?: ChildProcess) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child && (child.exitCode !== null || child.signalCode !== null)) {
      throw new Error(
        `server on port ${port} exited while starting (${child.exitCode ?? child.signalCode})`,
      );
    }
    const ok = await new Promise<boolean>((r) => {
      const req = http.get({ host: '127.0.0.1', port, path: '/api/ready' }, (res) => {
        res.resume();
        r(res.statusCode === 200);
      });
      req.on('error', () => r(false));
    });
    if (ok) return;
    await sleep(100);
  }
  throw new Error(`server on port ${port} not ready in ${timeoutMs} ms`);
}

export const rssMiB = (pid: number) => {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
};

/** utime + stime of a process, in seconds (/proc/<pid>/stat fields 14 and 15). */
export const cpuSeconds = (pid: number) => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
};

export const stopProcess = (child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM') => {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const exited = new Promise((r) => child.once('exit', r));
  child.kill(signal);
  return exited;
};

/**
 * A small round-robin proxy (HTTP and websocket upgrades) in front of the instances, adding
 * X-Forwarded-For so the server sees each client's own address (TRUST_PROXY=1). An instance
 * that refuses the connection is skipped; one that dies mid-request answers 502.
 */
export function startProxy(targets: () => number[]) {
  let next = 0;
  const pick = () => {
    const ports = targets();
    next = (next + 1) % ports.length;
    return ports.map((_, i) => ports[(next + i) % ports.length]!);
  };
  const server = http.createServer((req, res) => {
    const order = pick();
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const attempt = (i: number) => {
        if (i >= order.length) {
          res.writeHead(502).end();
          return;
        }
        const upstream = http.request(
          {
            host: '127.0.0.1',
            port: order[i],
            method: req.method,
            path: req.url,
            headers: { ...req.headers, 'x-forwarded-for': req.socket.remoteAddress ?? '' },
          },
          (up) => {
            res.writeHead(up.statusCode ?? 502, up.headers);
            up.pipe(res);
            up.on('error', () => res.destroy());
          },
        );
        let connected = false;
        upstream.on('socket', (s) => {
          if (!s.connecting) connected = true;
          else s.once('connect', () => (connected = true));
        });
        upstream.on('error', () => {
          if (!connected && !res.headersSent) attempt(i + 1);
          else if (!res.headersSent) res.writeHead(502).end();
          else res.destroy();
        });
        upstream.end(body);
      };
      attempt(0);
    });
  });
  server.keepAliveTimeout = 60_000;
  server.on('upgrade', (req, socket, head) => {
    const order = pick();
    const attempt = (i: number) => {
      if (i >= order.length) {
        socket.destroy();
        return;
      }
      const upstream = net.connect(order[i]!, '127.0.0.1');
      let connected = false;
      upstream.once('error', () => {
        if (!connected) attempt(i + 1);
        else socket.destroy();
      });
      upstream.once('connect', () => {
        connected = true;
        upstream.on('error', () => socket.destroy());
        const headers = Object.entries({
          ...req.headers,
          'x-forwarded-for': req.socket.remoteAddress ?? '',
        })
          .map(([k, v]) => `${k}: ${String(v)}`)
          .join('\r\n');
        upstream.write(`${req.method} ${req.url} HTTP/1.1\r\n${headers}\r\n\r\n`);
        if (head.length) upstream.write(head);
        upstream.pipe(socket);
        socket.pipe(upstream);
        socket.on('error', () => upstream.destroy());
        socket.on('close', () => upstream.destroy());
        upstream.on('close', () => socket.destroy());
      });
    };
    attempt(0);
  });
  return server;
}
