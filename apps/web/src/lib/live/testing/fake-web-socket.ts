import { act } from '@testing-library/react';
import type { LiveClientMessage, LiveServerMessage } from '@courtside/shared/api/live';
import { resetLiveClient } from '@/lib/live/live-client';

/**
 * A WebSocket for tests, assigned to globalThis.WebSocket: it records what the client sends and
 * lets the test play the server (open, messages, close codes). No network.
 */
export class FakeWebSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  static instances: FakeWebSocket[] = [];
  /** Lets the live client connect under Vitest (lib/live/live-url.ts). */
  static readonly isFake = true;

  readonly CONNECTING = 0;
  readonly OPEN = 1;
  readonly CLOSING = 2;
  readonly CLOSED = 3;
  readyState = FakeWebSocket.CONNECTING;
  readonly sent: LiveClientMessage[] = [];
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;

  constructor(readonly url: string) {
    FakeWebSocket.instances.push(this);
  }

  send(data: string): void {
    this.sent.push(JSON.parse(data) as LiveClientMessage);
  }

  close(code = 1000): void {
    if (this.readyState === FakeWebSocket.CLOSED) return;
    this.readyState = FakeWebSocket.CLOSED;
    this.onclose?.({ code } as CloseEvent);
  }

  // The server's side.

  open(): void {
    this.readyState = FakeWebSocket.OPEN;
    this.onopen?.(new Event('open'));
  }

  receive(message: LiveServerMessage): void {
    this.onmessage?.({ data: JSON.stringify(message) } as MessageEvent);
  }

  /** The server (or the network) closes the connection. */
  drop(code = 1006): void {
    this.close(code);
  }

  /** Subscriptions sent so far, in order. */
  subscriptions() {
    return this.sent.filter((m) => m.type === 'subscribe');
  }

  static latest(): FakeWebSocket {
    const socket = FakeWebSocket.instances.at(-1);
    if (!socket) throw new Error('No websocket was opened');
    return socket;
  }
}

/**
 * Puts the fake in place as globalThis.WebSocket (beforeEach) and returns a clean-up
 * (afterEach). The environment defines WebSocket read-only, hence defineProperty.
 */
export function installFakeWebSocket(): () => void {
  FakeWebSocket.instances = [];
  resetLiveClient();
  const original = Object.getOwnPropertyDescriptor(globalThis, 'WebSocket');
  Object.defineProperty(globalThis, 'WebSocket', {
    value: FakeWebSocket,
    configurable: true,
    writable: true,
  });
  return () => {
    resetLiveClient();
    if (original) Object.defineProperty(globalThis, 'WebSocket', original);
    FakeWebSocket.instances = [];
  };
}

/** Opens the latest socket and says hello as the server does after `auth`. */
export function connectLatest(epoch = 'epoch-1', userId: string | null = null): FakeWebSocket {
  const socket = FakeWebSocket.latest();
  act(() => {
    socket.open();
    socket.receive({ type: 'hello', epoch, userId });
  });
  return socket;
}

/** Plays a server message to the socket inside act(). */
export function serverSends(socket: FakeWebSocket, message: LiveServerMessage): void {
  act(() => socket.receive(message));
}
