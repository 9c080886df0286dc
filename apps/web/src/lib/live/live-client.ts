import type {
  LIVE_CLOSE_CODES,
  LiveClientMessage,
  LiveEventBody,
  LiveServerMessage,
} from '@courtside/shared/api/live';
import { useAuthStore } from '@/lib/auth-store';
import { onUnauthorized } from '@/lib/unauthorized';
import { liveSocketUrl } from './live-url';

// Types only from the protocol module: its zod schemas must not reach the public pages.
const CLOSE_UNAUTHORIZED: (typeof LIVE_CLOSE_CODES)['unauthorized'] = 4401;

/** What a screen hears about one topic. */
export type LiveSignal =
  | { type: 'event'; topic: string; event: LiveEventBody }
  /** Events may have been missed (a gap, a new epoch, a reconnect): refetch the topic's data. */
  | { type: 'resync'; topic: string }
  /** The server refused the topic (not found, not public, not yours). */
  | { type: 'error'; topic: string; code: string };

export type LiveListener = (signal: LiveSignal) => void;

/**
 * `idle`: nothing followed, no socket; `connecting`: the first connection; `online`;
 * `reconnecting`: lost, trying again after a pause; `offline`: the browser says so;
 * `stopped`: the session was refused (4401), nothing more until the next sign-in.
 */
export type LiveStatus = 'idle' | 'connecting' | 'online' | 'reconnecting' | 'offline' | 'stopped';

interface TopicState {
  listeners: Set<LiveListener>;
  /** The last number seen in `epoch`, or null before the server confirmed the topic. */
  seq: number | null;
  /** Followed while the link was down: what the screen holds may be behind, refetch once confirmed. */
  needsResync: boolean;
}

export interface LiveClientOptions {
  url: () => string;
  token: () => string | null;
  /** The session was refused: clear it and go to sign-in (the HTTP 401 path). */
  onUnauthorized: () => void;
  random?: () => number;
  /** First pause before a reconnect; doubles each failure up to maxDelayMs. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** A keep-alive ping this often; no answer to anything within twice it means a dead link. */
  pingMs?: number;
  /** The socket closes this long after the last topic is left. */
  idleCloseMs?: number;
}

/**
 * The app's one websocket (ARCHITECTURE.md section 5, `@courtside/shared/api/live`): opened
 * when a screen follows a topic, signed in by its first message (the session token, or null
 * for a spectator), resubscribing with `since` {epoch, seq} after a reconnect so the server
 * replays what was missed or says `resync`. Reconnects with exponential backoff and jitter.
 */
export class LiveClient {
  private socket: WebSocket | null = null;
  private readonly topics = new Map<string, TopicState>();
  private readonly statusListeners = new Set<() => void>();
  private currentStatus: LiveStatus = 'idle';
  private epoch: string | null = null;
  private hasBeenOnline = false;
  private isReady = false;
  private attempt = 0;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private idleTimer: ReturnType<typeof setTimeout> | undefined;
  private pingTimer: ReturnType<typeof setInterval> | undefined;
  private lastHeard = 0;
  private readonly options: Required<LiveClientOptions>;

  constructor(options: LiveClientOptions) {
    this.options = {
      random: Math.random,
      baseDelayMs: 500,
      maxDelayMs: 30_000,
      pingMs: 25_000,
      idleCloseMs: 10_000,
      ...options,
    };
  }

  get status(): LiveStatus {
    return this.currentStatus;
  }

  onStatus(listener: () => void): () => void {
    this.statusListeners.add(listener);
    return () => this.statusListeners.delete(listener);
  }

  /** Follows `topic` until the returned function is called. */
  subscribe(topic: string, listener: LiveListener): () => void {
    let state = this.topics.get(topic);
    if (!state) {
      state = { listeners: new Set(), seq: null, needsResync: this.hasBeenOnline && !this.isReady };
      this.topics.set(topic, state);
      if (this.isReady) this.send({ type: 'subscribe', topic });
    }
    state.listeners.add(listener);
    clearTimeout(this.idleTimer);
    // After a refused session, a page followed while signed out connects anonymously.
    const isStoppedButSignedOut = this.currentStatus === 'stopped' && this.options.token() === null;
    if (this.currentStatus === 'idle' || isStoppedButSignedOut) this.connect();
    return () => this.release(topic, listener);
  }

  /** Closes the socket and forgets every topic (tests; a new client follows). */
  stop(): void {
    this.teardown();
    clearTimeout(this.idleTimer);
    this.topics.clear();
    this.setStatus('idle');
  }

  /**
   * Closes the socket before a sign-out: the server closes it anyway once the session is
   * revoked, and that close must not read as a session that expired. Stays `stopped` until the
   * session changes (a new sign-in, or a page that follows a topic signed out).
   */
  suspend(): void {
    this.teardown();
    clearTimeout(this.idleTimer);
    this.setStatus('stopped');
  }

  /** Starts over with the current token (someone signed in or out). */
  restart(): void {
    if (this.currentStatus === 'idle' && this.topics.size === 0) return;
    this.teardown();
    this.attempt = 0;
    if (this.topics.size > 0) this.connect();
    else this.setStatus('idle');
  }

  /** The browser is back online: try now rather than after the pause. */
  retryNow(): void {
    if (this.currentStatus !== 'reconnecting' && this.currentStatus !== 'offline') return;
    clearTimeout(this.retryTimer);
    this.connect();
  }

  wentOffline(): void {
    if (this.currentStatus === 'idle' || this.currentStatus === 'stopped') return;
    this.setStatus('offline');
  }

  private release(topic: string, listener: LiveListener) {
    const state = this.topics.get(topic);
    if (!state?.listeners.delete(listener) || state.listeners.size > 0) return;
    this.topics.delete(topic);
    if (this.isReady) this.send({ type: 'unsubscribe', topic });
    if (this.topics.size > 0) return;
    clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => {
      if (this.topics.size > 0) return;
      this.teardown();
      this.setStatus('idle');
    }, this.options.idleCloseMs);
  }

  private setStatus(status: LiveStatus) {
    if (status === this.currentStatus) return;
    this.currentStatus = status;
    for (const listener of this.statusListeners) listener();
  }

  private send(message: LiveClientMessage) {
    if (this.socket?.readyState === WebSocket.OPEN) this.socket.send(JSON.stringify(message));
  }

  private connect() {
    this.teardown();
    const url = this.options.url();
    if (!url || typeof WebSocket === 'undefined') return;
    if (this.currentStatus !== 'offline') {
      this.setStatus(this.hasBeenOnline ? 'reconnecting' : 'connecting');
    }
    const socket = new WebSocket(url);
    this.socket = socket;
    socket.onopen = () => {
      this.lastHeard = Date.now();
      this.send({ type: 'auth', token: this.options.token() });
      this.startPings();
    };
    socket.onmessage = (message) => {
      this.lastHeard = Date.now();
      let parsed: LiveServerMessage;
      try {
        parsed = JSON.parse(String(message.data)) as LiveServerMessage;
      } catch {
        return;
      }
      this.receive(parsed);
    };
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.isReady = false;
      clearInterval(this.pingTimer);
      if (event.code === CLOSE_UNAUTHORIZED) {
        // Refused: no retry with the same token. A new sign-in restarts (getLiveClient).
        this.setStatus('stopped');
        if (this.options.token() !== null) this.options.onUnauthorized();
        return;
      }
      this.scheduleReconnect();
    };
  }

  private teardown() {
    clearTimeout(this.retryTimer);
    clearInterval(this.pingTimer);
    this.isReady = false;
    const socket = this.socket;
    this.socket = null;
    if (socket && socket.readyState !== WebSocket.CLOSED) socket.close(1000, 'Done');
  }

  private scheduleReconnect() {
    if (this.topics.size === 0) {
      this.setStatus('idle');
      return;
    }
    // What was never confirmed may miss what happens until the next connection.
    for (const state of this.topics.values()) if (state.seq === null) state.needsResync = true;
    const { baseDelayMs, maxDelayMs, random } = this.options;
    const ceiling = Math.min(maxDelayMs, baseDelayMs * 2 ** this.attempt);
    // "Equal jitter": at least half the step, so a crowd of spectators does not come back at once.
    const delay = ceiling / 2 + random() * (ceiling / 2);
    this.attempt += 1;
    const isOffline = typeof navigator !== 'undefined' && navigator.onLine === false;
    this.setStatus(isOffline ? 'offline' : 'reconnecting');
    this.retryTimer = setTimeout(() => this.connect(), delay);
  }

  private startPings() {
    clearInterval(this.pingTimer);
    this.pingTimer = setInterval(() => {
      if (Date.now() - this.lastHeard > this.options.pingMs * 2) {
        // Nothing heard, not even a pong: the link is dead though the socket does not know.
        this.socket?.close(4000, 'No answer');
        const socket = this.socket;
        this.socket = null;
        this.isReady = false;
        clearInterval(this.pingTimer);
        if (socket) this.scheduleReconnect();
        return;
      }
      this.send({ type: 'ping' });
    }, this.options.pingMs);
  }

  private receive(message: LiveServerMessage) {
    switch (message.type) {
      case 'hello':
        return this.hello(message.epoch);
      case 'subscribed': {
        const state = this.topics.get(message.topic);
        if (!state) return;
        state.seq = message.seq;
        if (state.needsResync) {
          state.needsResync = false;
          this.notify(message.topic, { type: 'resync', topic: message.topic });
        }
        return;
      }
      case 'event': {
        const state = this.topics.get(message.topic);
        if (!state) return;
        const isInOrder = state.seq === null || message.seq === state.seq + 1;
        if (state.seq !== null && message.seq <= state.seq) return;
        state.seq = message.seq;
        this.notify(
          message.topic,
          isInOrder
            ? { type: 'event', topic: message.topic, event: message.event }
            : { type: 'resync', topic: message.topic },
        );
        return;
      }
      case 'resync': {
        const state = this.topics.get(message.topic);
        if (!state) return;
        state.seq = message.seq;
        this.notify(message.topic, { type: 'resync', topic: message.topic });
        return;
      }
      case 'error':
        if (message.topic && this.topics.has(message.topic)) {
          this.notify(message.topic, {
            type: 'error',
            topic: message.topic,
            code: message.code,
          });
        }
        return;
      default:
        return;
    }
  }

  private hello(epoch: string) {
    if (this.isReady) {
      // The server started a new numbering on this socket: `resync` per topic follows.
      this.epoch = epoch;
      for (const state of this.topics.values()) state.seq = null;
      return;
    }
    const isNewEpoch = this.epoch !== null && this.epoch !== epoch;
    this.epoch = epoch;
    this.isReady = true;
    this.hasBeenOnline = true;
    this.attempt = 0;
    this.setStatus('online');
    for (const [topic, state] of this.topics) {
      if (isNewEpoch && state.seq !== null) {
        // Numbers of another epoch mean nothing here: refetch once confirmed, follow from now.
        state.seq = null;
        state.needsResync = true;
        this.send({ type: 'subscribe', topic });
      } else if (state.seq !== null) {
        this.send({ type: 'subscribe', topic, since: { epoch, seq: state.seq } });
      } else {
        this.send({ type: 'subscribe', topic });
      }
    }
  }

  private notify(topic: string, signal: LiveSignal) {
    for (const listener of [...(this.topics.get(topic)?.listeners ?? [])]) {
      try {
        listener(signal);
      } catch (error) {
        console.error('A live update could not be applied', error);
      }
    }
  }
}

let instance: LiveClient | null = null;

/**
 * The app's live client, created on first use: it signs in with the stored session, starts
 * over when the user signs in or out, and treats a refused session (4401) like an HTTP 401.
 */
export function getLiveClient(): LiveClient {
  if (instance) return instance;
  const client = new LiveClient({
    url: liveSocketUrl,
    token: () => useAuthStore.getState().token,
    onUnauthorized: () => {
      useAuthStore.getState().clearSession();
      onUnauthorized();
    },
  });
  let token = useAuthStore.getState().token;
  useAuthStore.subscribe((state) => {
    if (state.token === token) return;
    token = state.token;
    // Signed out by a refused session: stay stopped (the app goes to sign-in) until a new one.
    if (client.status === 'stopped' && token === null) return;
    client.restart();
  });
  if (typeof window !== 'undefined') {
    window.addEventListener('online', () => client.retryNow());
    window.addEventListener('offline', () => client.wentOffline());
  }
  instance = client;
  return client;
}

/** Tests: forget the app's client (its socket is closed). */
export function resetLiveClient(): void {
  instance?.stop();
  instance = null;
}
