import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConnectionIndicator } from './connection-indicator';
import { getLiveClient } from './live-client';
import { connectLatest, FakeWebSocket, installFakeWebSocket } from './testing/fake-web-socket';

let restore: () => void;
beforeEach(() => {
  restore = installFakeWebSocket();
});
afterEach(() => restore());

describe('ConnectionIndicator', () => {
  it('says nothing while connected, and that live updates are paused while reconnecting', () => {
    render(<ConnectionIndicator />);
    const status = screen.getByRole('status');
    act(
      () =>
        void getLiveClient().subscribe('tournament:7c0f1d2e-1111-4111-8111-000000000001', () => {}),
    );
    expect(status).toBeEmptyDOMElement();
    connectLatest();
    expect(status).toBeEmptyDOMElement();
    act(() => FakeWebSocket.latest().drop(1006));
    expect(status).toHaveTextContent('Reconnecting... Live updates are paused.');
  });
});
