import type {
  LiveClientMessage,
  LiveEventBody,
  LiveServerMessage,
} from '@courtside/shared/api/live';

/** What a screen hears about one topic. */
export type LiveSignal =
  | { type: 'event'; topic: string; event: LiveEventBody }
  /** Events may have been missed (a gap, a new epoch, a reconnect): refetch the topic's data. */
  | { type: 'resync'; topic: string }
  /** The server refused the topic (not found, not public, not yours). */
  | { type: 'error'; topic: string; code: string };

export type LiveListener = (signal: LiveSignal) => void;

interface TopicState {
  listeners: Set<LiveListener>;
  /** The last number seen in `epoch`, or null before the server confirmed the topic. */
  seq: number | null;
  /** Followed while the link was down: what the screen holds may be behind, refetch once confirmed. */
  needsResync: boolean;
}

/**
 * The topics followed on the socket, by name: their listeners and the last number seen of each,
 * so a new connection resumes where the last one stopped.
 */
export type LiveTopics = Map<string, TopicState>;

/**
 * Adds `listener` to `topic`; true when the topic is new, so the server must be asked for it.
 * `needsResync`: the topic is new while the link is down.
 */
export function addListener(
  topics: LiveTopics,
  topic: string,
  listener: LiveListener,
  needsResync: boolean,
): boolean {
  let state = topics.get(topic);
  const isNew = !state;
  if (!state) {
    state = { listeners: new Set(), seq: null, needsResync };
    topics.set(topic, state);
  }
  state.listeners.add(listener);
  return isNew;
}

/** Removes `listener`; true when that left `topic` without listeners (forgotten here: leave it). */
export function removeListener(topics: LiveTopics, topic: string, listener: LiveListener): boolean {
  const state = topics.get(topic);
  if (!state?.listeners.delete(listener) || state.listeners.size > 0) return false;
  topics.delete(topic);
  return true;
}

/** Before a reconnect: what was never confirmed may miss what happens until the next connection. */
export function markUnconfirmed(topics: LiveTopics): void {
  for (const state of topics.values()) if (state.seq === null) state.needsResync = true;
}

/** The server started a new numbering on this socket: `resync` per topic follows. */
export function forgetNumbers(topics: LiveTopics): void {
  for (const state of topics.values()) state.seq = null;
}

/**
 * Asks for every topic on a new connection in `epoch`: with `since` the last number seen, so the
 * server replays what was missed or says `resync`; in a new epoch, from now, refetched once
 * confirmed (numbers of another epoch mean nothing here).
 */
export function resubscribe(
  topics: LiveTopics,
  epoch: string,
  isNewEpoch: boolean,
  send: (message: LiveClientMessage) => void,
): void {
  for (const [topic, state] of topics) {
    if (isNewEpoch && state.seq !== null) {
      state.seq = null;
      state.needsResync = true;
    }
    send(
      state.seq === null
        ? { type: 'subscribe', topic }
        : { type: 'subscribe', topic, since: { epoch, seq: state.seq } },
    );
  }
}

/**
 * What the server says of one topic (confirmed, an event, resync, refused), told to its
 * listeners: an event next in order as it is, one after a gap as `resync`, an old one not at all.
 */
export function receiveTopicMessage(topics: LiveTopics, message: LiveServerMessage): void {
  const topic = 'topic' in message ? message.topic : undefined;
  const state = topic ? topics.get(topic) : undefined;
  if (!topic || !state) return;
  switch (message.type) {
    case 'subscribed':
      state.seq = message.seq;
      if (state.needsResync) {
        state.needsResync = false;
        notify(state, { type: 'resync', topic });
      }
      return;
    case 'event': {
      if (state.seq !== null && message.seq <= state.seq) return;
      const isInOrder = state.seq === null || message.seq === state.seq + 1;
      state.seq = message.seq;
      notify(
        state,
        isInOrder ? { type: 'event', topic, event: message.event } : { type: 'resync', topic },
      );
      return;
    }
    case 'resync':
      state.seq = message.seq;
      notify(state, { type: 'resync', topic });
      return;
    case 'error':
      notify(state, { type: 'error', topic, code: message.code });
      return;
    default:
      return;
  }
}

function notify(state: TopicState, signal: LiveSignal) {
  for (const listener of [...state.listeners]) {
    try {
      listener(signal);
    } catch (error) {
      console.error('live update failed', error);
    }
  }
}
