type AudioContextConstructor = new () => AudioContext;

export interface BounceSound {
  /** A short "pock" of a paddle hit; silent until the visitor has interacted, or without audio. */
  play: () => void;
  /** Stops listening for the first interaction and closes the audio context. */
  dispose: () => void;
}

const UNLOCK_EVENTS = ['pointerdown', 'keydown', 'touchstart'] as const;

function findAudioContext(): AudioContextConstructor | undefined {
  const scope = window as typeof window & { webkitAudioContext?: AudioContextConstructor };
  return scope.AudioContext ?? scope.webkitAudioContext;
}

/**
 * The bounce sound of the hero ball, through the Web Audio API. Browsers refuse
 * to start audio before the visitor interacts with the page (and log a warning
 * when one tries), so the context is only created on the first pointer or key
 * press. Where there is no Web Audio, it logs one line and stays silent.
 */
export function createBounceSound(): BounceSound {
  let context: AudioContext | null = null;

  const unlock = () => {
    removeListeners();
    const Context = findAudioContext();
    try {
      if (!Context) throw new Error('no Web Audio');
      context = new Context();
      // Some browsers create the context suspended even inside the gesture.
      if (context.state === 'suspended') void context.resume().catch(() => {});
    } catch {
      console.log('Audio context not available');
    }
  };
  const removeListeners = () =>
    UNLOCK_EVENTS.forEach((type) => window.removeEventListener(type, unlock));
  UNLOCK_EVENTS.forEach((type) => window.addEventListener(type, unlock, { passive: true }));

  return {
    play: () => {
      if (!context || context.state !== 'running') return;
      const now = context.currentTime;
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.type = 'triangle';
      oscillator.frequency.setValueAtTime(520, now);
      oscillator.frequency.exponentialRampToValueAtTime(180, now + 0.08);
      gain.gain.setValueAtTime(0.12, now);
      gain.gain.exponentialRampToValueAtTime(0.001, now + 0.1);
      oscillator.connect(gain).connect(context.destination);
      oscillator.start(now);
      oscillator.stop(now + 0.1);
    },
    dispose: () => {
      removeListeners();
      void context?.close().catch(() => {});
      context = null;
    },
  };
}
