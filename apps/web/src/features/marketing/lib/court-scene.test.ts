import { describe, expect, it } from 'vitest';
import { BALL_PHYSICS } from './ball-physics';
import { createScene, stepScene } from './court-scene';

const bounds = { width: 800, height: 600 };
const half = () => 0.5;

describe('court scene', () => {
  it('starts with the ball inside the viewport and ambient dots', () => {
    const scene = createScene(bounds, 0, half);
    expect(scene.ball.x).toBeGreaterThan(0);
    expect(scene.ball.y).toBeLessThan(bounds.height);
    expect(scene.particles.every((p) => p.kind === 'dot')).toBe(true);
    expect(scene.particles.length).toBeGreaterThan(0);
  });

  it('lets hearts float up from a side-wall hit, then fade away', () => {
    const scene = createScene(bounds, 0, half);
    scene.ball = { x: bounds.width - BALL_PHYSICS.radius - 1, y: 300, vx: 6, vy: 0 };
    expect(stepScene(scene, bounds, { nowMs: 16, random: half })).toBe('right');
    const hearts = () => scene.particles.filter((p) => p.kind === 'heart');
    expect(hearts()).toHaveLength(3);
    const startY = hearts()[0]!.y;
    stepScene(scene, bounds, { nowMs: 32, random: half });
    expect(hearts()[0]!.y).toBeLessThan(startY);
    // Away from the walls, so no new hearts come: the three fade out within 90 frames.
    scene.ball = { x: 400, y: 300, vx: 2, vy: 0 };
    for (let frame = 0; frame < 90; frame += 1) {
      stepScene(scene, bounds, { nowMs: 48 + frame * 16, random: half });
    }
    expect(hearts()).toHaveLength(0);
  });

  it('wraps a dot that leaves the top back to the bottom', () => {
    const scene = createScene(bounds, 0, half);
    const dot = scene.particles[0]!;
    dot.y = -dot.size - 0.01;
    dot.vy = -1;
    stepScene(scene, bounds, { nowMs: 16, random: half });
    expect(dot.y).toBeGreaterThan(bounds.height);
  });

  it('kicks the ball upwards about every 8 seconds', () => {
    const scene = createScene(bounds, 0, half);
    scene.ball = { x: 400, y: 300, vx: 2, vy: 0 };
    stepScene(scene, bounds, { nowMs: 7999, random: half });
    expect(scene.ball.vy).toBeGreaterThan(0);
    expect(scene.lastKickMs).toBe(0);
    stepScene(scene, bounds, { nowMs: 8000, random: half });
    expect(scene.ball.vy).toBeLessThan(0);
    expect(scene.lastKickMs).toBe(8000);
  });

  it('is pushed up when the page scrolls down', () => {
    const calm = createScene(bounds, 0, half);
    const scrolled = createScene(bounds, 0, half);
    stepScene(calm, bounds, { nowMs: 16, random: half });
    stepScene(scrolled, bounds, { nowMs: 16, scrollDelta: 200, random: half });
    expect(scrolled.ball.vy).toBeLessThan(calm.ball.vy);
  });
});
