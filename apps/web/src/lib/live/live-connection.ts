import type { LiveClientMessage, LiveServerMessage } from '@courtside/shared/api/live';
import { CLOSE_UNAUTHORIZED, parseServerMessage } from './live-protocol';
import {
  addListener,
  forgetNumbers,
  markUnconfirmed,
  receiveTopicMessage,
  removeListener,
  resubscribe,
  type LiveListener,
  type LiveTopics,
} from './live-topics';

/**
 * `idle`: nothing followed, no socket; `connecting`: the first connection; `online`;
 * `reconnecting`: lost, trying again after a pause; `offline`: the browser says so;
 * `stopped`: the session was refused (4401), nothing more until the next sign-in.
 */
export type LiveStatus = 'idle' | 'connecting' | 'online' | 'reconnecting' | 'offline' | 'stopped';

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
 * replays what was missed or says `resync` (live-topics.ts). Reconnects with exponential
 * backoff and jitter.
 */
export class LiveClient {
  private socket: WebSocket | null = null;
  private readonly topics: LiveTopics = new Map();
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
    const isNew = addListener(this.topics, topic, listener, this.hasBeenOnline && !this.isReady);
    if (isNew && this.isReady) this.send({ type: 'subscribe', topic });
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
    if (!removeListener(this.topics, topic, listener)) return;
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
      const parsed = parseServerMessage(message.data);
      if (parsed) this.receive(parsed);
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
    markUnconfirmed(this.topics);
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
    if (message.type === 'hello') this.hello(message.epoch);
    else receiveTopicMessage(this.topics, message);
  }

  private hello(epoch: string) {
    if (this.isReady) {
      this.epoch = epoch;
      forgetNumbers(this.topics);
      return;
    }
    const isNewEpoch = this.epoch !== null && this.epoch !== epoch;
    this.epoch = epoch;
    this.isReady = true;
    this.hasBeenOnline = true;
    this.attempt = 0;
    this.setStatus('online');
    resubscribe(this.topics, epoch, isNewEpoch, (message) => this.send(message));
  }
}
