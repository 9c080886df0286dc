import {
  BALL_PHYSICS,
  isKickDue,
  randomKick,
  stepBall,
  type Ball,
  type Bounds,
} from './ball-physics';

/** A floating heart or dot of the overlay. */
export interface Particle {
  kind: 'heart' | 'dot';
  x: number;
  y: number;
  vx: number;
  vy: number;
  size: number;
  /** Frames left; dots live forever (Infinity) and wrap around. */
  life: number;
}

export interface CourtScene {
  ball: Ball;
  particles: Particle[];
  lastKickMs: number;
}

const DOT_COUNT = 18;
const HEARTS_PER_HIT = 3;
const HEART_LIFE_FRAMES = 90;
const MAX_PARTICLES = 60;

type Random = () => number;

function dot(bounds: Bounds, random: Random): Particle {
  return {
    kind: 'dot',
    x: random() * bounds.width,
    y: random() * bounds.height,
    vx: (random() - 0.5) * 0.2,
    vy: -(0.15 + random() * 0.35),
    size: 2 + random() * 3,
    life: Infinity,
  };
}

/** The starting scene: the ball in the upper middle, drifting right, and the ambient dots. */
export function createScene(
  bounds: Bounds,
  nowMs: number,
  random: Random = Math.random,
): CourtScene {
  return {
    ball: { x: bounds.width * 0.3, y: bounds.height * 0.3, vx: 3, vy: 0 },
    particles: Array.from({ length: DOT_COUNT }, () => dot(bounds, random)),
    lastKickMs: nowMs,
  };
}

/**
 * Advances the scene by one frame: the ball's physics (with a random kick when
 * one is due), dots drifting up and wrapping, hearts rising and fading, and a
 * few new hearts where the ball hits a side wall. Returns the wall hit, if any.
 */
export function stepScene(
  scene: CourtScene,
  bounds: Bounds,
  {
    nowMs,
    scrollDelta = 0,
    random = Math.random,
  }: { nowMs: number; scrollDelta?: number; random?: Random },
): 'left' | 'right' | null {
  const kick = isKickDue(nowMs, scene.lastKickMs) ? randomKick(random) : undefined;
  if (kick) scene.lastKickMs = nowMs;
  const { ball, hitWall } = stepBall(scene.ball, bounds, { scrollDelta, kick });
  scene.ball = ball;

  for (const p of scene.particles) {
    p.x += p.vx;
    p.y += p.vy;
    p.life -= 1;
    if (p.kind === 'dot' && p.y < -p.size) p.y = bounds.height + p.size;
  }
  scene.particles = scene.particles.filter((p) => p.life > 0);

  if (hitWall && scene.particles.length < MAX_PARTICLES) {
    for (let i = 0; i < HEARTS_PER_HIT; i += 1) {
      scene.particles.push({
        kind: 'heart',
        x: ball.x + (hitWall === 'left' ? 1 : -1) * (10 + random() * 30),
        y: ball.y + (random() - 0.5) * 30,
        vx: (hitWall === 'left' ? 1 : -1) * (0.3 + random() * 0.6),
        vy: -(0.6 + random() * 0.8),
        size: 8 + random() * 6,
        life: HEART_LIFE_FRAMES,
      });
    }
  }
  return hitWall;
}

/** The drawing calls the scene uses: both the page's and a worker's 2D context have them. */
export type SceneContext = Pick<
  CanvasRenderingContext2D,
  | 'clearRect'
  | 'beginPath'
  | 'arc'
  | 'fill'
  | 'stroke'
  | 'moveTo'
  | 'bezierCurveTo'
  | 'fillStyle'
  | 'strokeStyle'
  | 'lineWidth'
>;

function drawHeart(ctx: SceneContext, x: number, y: number, size: number) {
  const s = size / 2;
  ctx.beginPath();
  ctx.moveTo(x, y + s * 0.6);
  ctx.bezierCurveTo(x - s * 1.2, y - s * 0.2, x - s * 0.6, y - s * 1.2, x, y - s * 0.45);
  ctx.bezierCurveTo(x + s * 0.6, y - s * 1.2, x + s * 1.2, y - s * 0.2, x, y + s * 0.6);
  ctx.fill();
}

/** The five holes that make the ball read as a pickleball rather than a tennis ball. */
const HOLES = [
  [-0.45, -0.4],
  [0.45, -0.4],
  [0, 0.05],
  [-0.4, 0.5],
  [0.4, 0.5],
] as const;

/** Draws the scene onto a context already scaled to CSS pixels. */
export function drawScene(ctx: SceneContext, scene: CourtScene, bounds: Bounds): void {
  ctx.clearRect(0, 0, bounds.width, bounds.height);
  for (const p of scene.particles) {
    if (p.kind === 'dot') {
      ctx.fillStyle = 'rgba(34, 197, 94, 0.22)';
      ctx.beginPath();
      ctx.arc(p.x, p.y, p.size / 2, 0, Math.PI * 2);
      ctx.fill();
    } else {
      ctx.fillStyle = `rgba(244, 63, 94, ${(0.6 * p.life) / HEART_LIFE_FRAMES})`;
      drawHeart(ctx, p.x, p.y, p.size);
    }
  }

  const { x, y } = scene.ball;
  const r = BALL_PHYSICS.radius;
  ctx.fillStyle = '#facc15';
  ctx.strokeStyle = '#ca8a04';
  ctx.lineWidth = 1;
  ctx.beginPath();
  ctx.arc(x, y, r, 0, Math.PI * 2);
  ctx.fill();
  ctx.stroke();
  ctx.fillStyle = '#a16207';
  for (const [hx, hy] of HOLES) {
    ctx.beginPath();
    ctx.arc(x + hx * r, y + hy * r, r * 0.14, 0, Math.PI * 2);
    ctx.fill();
  }
}
