/** The hero animation's constants (spec section 9, "Hero animation"). */
export const BALL_PHYSICS = {
  radius: 12,
  gravity: 0.18,
  airDrag: 0.997,
  bounceDamping: 0.88,
  sideWallSpeedGain: 1.05,
  minHorizontalSpeed: 2,
  kickIntervalMs: 8000,
  verticalMargin: 50,
  /** Not in the spec: a ceiling on speed so wall gains cannot run away. */
  maxSpeed: 24,
  /** Not in the spec: how strongly a scrolled pixel pushes the ball. */
  scrollImpulse: 0.04,
} as const;

export interface Ball {
  x: number;
  y: number;
  vx: number;
  vy: number;
}

export interface Bounds {
  width: number;
  height: number;
}

export interface StepInput {
  /** Pixels scrolled since the last frame (down is positive): the ball is pushed the other way. */
  scrollDelta?: number;
  /** A random kick, when one is due (see {@link randomKick}). */
  kick?: { vx: number; vy: number };
}

export interface StepResult {
  ball: Ball;
  /** The side wall hit in this step, which plays the bounce sound. */
  hitWall: 'left' | 'right' | null;
}

const clamp = (value: number, limit: number) => Math.max(-limit, Math.min(limit, value));

/**
 * One animation frame of the bouncing ball: gravity, air drag, a minimum
 * horizontal speed, floor and ceiling 50 px inside the viewport with damped
 * bounces, and side walls that send the ball back 5% faster.
 */
export function stepBall(ball: Ball, bounds: Bounds, input: StepInput = {}): StepResult {
  const p = BALL_PHYSICS;
  let vx = (ball.vx + (input.kick?.vx ?? 0)) * p.airDrag;
  let vy =
    (ball.vy + p.gravity - (input.scrollDelta ?? 0) * p.scrollImpulse + (input.kick?.vy ?? 0)) *
    p.airDrag;
  if (Math.abs(vx) < p.minHorizontalSpeed) vx = (vx < 0 ? -1 : 1) * p.minHorizontalSpeed;
  let x = ball.x + vx;
  let y = ball.y + vy;
  let hitWall: StepResult['hitWall'] = null;

  const floor = bounds.height - p.verticalMargin - p.radius;
  const ceiling = p.verticalMargin + p.radius;
  if (y > floor) {
    y = floor;
    vy = -Math.abs(vy) * p.bounceDamping;
  } else if (y < ceiling) {
    y = ceiling;
    vy = Math.abs(vy) * p.bounceDamping;
  }

  if (x < p.radius) {
    x = p.radius;
    vx = Math.abs(vx) * p.sideWallSpeedGain;
    hitWall = 'left';
  } else if (x > bounds.width - p.radius) {
    x = bounds.width - p.radius;
    vx = -Math.abs(vx) * p.sideWallSpeedGain;
    hitWall = 'right';
  }

  return { ball: { x, y, vx: clamp(vx, p.maxSpeed), vy: clamp(vy, p.maxSpeed) }, hitWall };
}

/** Whether the next random kick is due (about every 8 seconds). */
export const isKickDue = (nowMs: number, lastKickMs: number): boolean =>
  nowMs - lastKickMs >= BALL_PHYSICS.kickIntervalMs;

/** A random kick: sideways either way, and upwards. `random` returns [0, 1). */
export function randomKick(random: () => number = Math.random): { vx: number; vy: number } {
  return { vx: (random() - 0.5) * 8, vy: -(3 + random() * 5) };
}
