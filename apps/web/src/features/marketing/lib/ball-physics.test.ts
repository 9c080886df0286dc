import { describe, expect, it } from 'vitest';
import { BALL_PHYSICS, isKickDue, randomKick, stepBall, type Ball } from './ball-physics';

const bounds = { width: 800, height: 600 };
const { radius, verticalMargin } = BALL_PHYSICS;

function run(ball: Ball, frames: number, input = {}) {
  let current = ball;
  const walls: string[] = [];
  for (let i = 0; i < frames; i += 1) {
    const result = stepBall(current, bounds, input);
    current = result.ball;
    if (result.hitWall) walls.push(result.hitWall);
  }
  return { ball: current, walls };
}

describe('stepBall', () => {
  it('keeps a dropped ball within the floor and ceiling margins for a long time', () => {
    let ball: Ball = { x: 400, y: 100, vx: 3, vy: 0 };
    for (let i = 0; i < 5000; i += 1) {
      ball = stepBall(ball, bounds).ball;
      expect(ball.y).toBeGreaterThanOrEqual(verticalMargin + radius);
      expect(ball.y).toBeLessThanOrEqual(bounds.height - verticalMargin - radius);
      expect(ball.x).toBeGreaterThanOrEqual(radius);
      expect(ball.x).toBeLessThanOrEqual(bounds.width - radius);
    }
  });

  it('falls under gravity, slowed by air drag', () => {
    const { ball } = stepBall({ x: 400, y: 300, vx: 2, vy: 0 }, bounds);
    expect(ball.vy).toBeCloseTo(BALL_PHYSICS.gravity * BALL_PHYSICS.airDrag, 6);
    expect(ball.y).toBeGreaterThan(300);
  });

  it('damps the bounce on the floor', () => {
    const floor = bounds.height - verticalMargin - radius;
    const { ball } = stepBall({ x: 400, y: floor - 1, vx: 2, vy: 10 }, bounds);
    expect(ball.y).toBe(floor);
    const incoming = (10 + BALL_PHYSICS.gravity) * BALL_PHYSICS.airDrag;
    expect(ball.vy).toBeCloseTo(-incoming * BALL_PHYSICS.bounceDamping, 6);
  });

  it('damps the bounce on the ceiling', () => {
    const { ball } = stepBall({ x: 400, y: verticalMargin + radius + 1, vx: 2, vy: -10 }, bounds);
    expect(ball.y).toBe(verticalMargin + radius);
    expect(ball.vy).toBeGreaterThan(0);
    expect(ball.vy).toBeLessThan(10);
  });

  it.each([
    ['right', { x: bounds.width - radius - 1, vx: 6 }],
    ['left', { x: radius + 1, vx: -6 }],
  ] as const)('gains 5%% speed off the %s wall and reports the hit', (wall, start) => {
    const { ball, hitWall } = stepBall({ ...start, y: 300, vy: 0 }, bounds);
    expect(hitWall).toBe(wall);
    const incoming = 6 * BALL_PHYSICS.airDrag;
    expect(Math.abs(ball.vx)).toBeCloseTo(incoming * BALL_PHYSICS.sideWallSpeedGain, 6);
    expect(Math.sign(ball.vx)).toBe(wall === 'right' ? -1 : 1);
  });

  it('never moves sideways slower than the minimum speed', () => {
    const { ball } = stepBall({ x: 400, y: 300, vx: 0.1, vy: 0 }, bounds);
    expect(Math.abs(ball.vx)).toBeGreaterThanOrEqual(
      BALL_PHYSICS.minHorizontalSpeed * BALL_PHYSICS.airDrag,
    );
    const still = stepBall({ x: 400, y: 300, vx: -0.5, vy: 0 }, bounds).ball;
    expect(still.vx).toBe(-BALL_PHYSICS.minHorizontalSpeed);
  });

  it('is pushed up by scrolling down', () => {
    const calm = stepBall({ x: 400, y: 300, vx: 2, vy: 0 }, bounds).ball;
    const scrolled = stepBall({ x: 400, y: 300, vx: 2, vy: 0 }, bounds, { scrollDelta: 100 }).ball;
    expect(scrolled.vy).toBeLessThan(calm.vy);
  });

  it('keeps wall gains from running away', () => {
    const { ball, walls } = run({ x: 400, y: 300, vx: 20, vy: 0 }, 3000);
    expect(walls.length).toBeGreaterThan(10);
    expect(Math.abs(ball.vx)).toBeLessThanOrEqual(BALL_PHYSICS.maxSpeed);
  });
});

describe('kicks', () => {
  it('is due about every 8 seconds', () => {
    expect(isKickDue(7999, 0)).toBe(false);
    expect(isKickDue(8000, 0)).toBe(true);
  });

  it('kicks upwards, sideways either way', () => {
    expect(randomKick(() => 0)).toEqual({ vx: -4, vy: -3 });
    const high = randomKick(() => 0.999);
    expect(high.vx).toBeGreaterThan(3.9);
    expect(high.vy).toBeLessThan(-7.9);
  });
});
