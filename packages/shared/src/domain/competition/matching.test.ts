import { describe, expect, it } from 'vitest';
import { maxWeightMatching } from './matching';
import { seededRandom } from './test-helpers';

type Edge = readonly [number, number, number];

/** Every matching by brute force: the best [size, weight] (size first when asked). */
function bruteForce(n: number, edges: readonly Edge[], maxCardinality: boolean): [number, number] {
  const weight = new Map<string, number>();
  for (const [u, v, w] of edges) weight.set(`${Math.min(u, v)},${Math.max(u, v)}`, w);
  let best: [number, number] = [0, 0];
  const better = (a: [number, number], b: [number, number]) =>
    maxCardinality ? a[0] > b[0] || (a[0] === b[0] && a[1] > b[1]) : a[1] > b[1];
  const walk = (used: boolean[], size: number, total: number) => {
    if (better([size, total], best)) best = [size, total];
    const first = used.indexOf(false);
    if (first < 0) return;
    used[first] = true;
    walk(used, size, total);
    for (let j = first + 1; j < n; j += 1) {
      const w = weight.get(`${first},${j}`);
      if (used[j] || w === undefined) continue;
      used[j] = true;
      walk(used, size + 1, total + w);
      used[j] = false;
    }
    used[first] = false;
  };
  walk(new Array<boolean>(n).fill(false), 0, 0);
  return best;
}

function measure(mate: number[], edges: readonly Edge[]): [number, number] {
  let size = 0;
  let total = 0;
  for (const [u, v, w] of edges) {
    if (mate[u] === v) {
      expect(mate[v]).toBe(u);
      size += 1;
      total += w;
    }
  }
  expect(mate.filter((m) => m !== -1)).toHaveLength(2 * size);
  return [size, total];
}

describe('maxWeightMatching (Edmonds blossom)', () => {
  it('small known cases', () => {
    expect(maxWeightMatching(2, [[0, 1, 1]])).toEqual([1, 0]);
    expect(
      maxWeightMatching(3, [
        [0, 1, 10],
        [1, 2, 11],
      ]),
    ).toEqual([-1, 2, 1]);
    // Maximum cardinality takes two edges over one heavier edge.
    const edges: Edge[] = [
      [0, 1, 2],
      [1, 2, 5],
      [2, 3, 2],
    ];
    expect(maxWeightMatching(4, edges)).toEqual([-1, 2, 1, -1]);
    expect(maxWeightMatching(4, edges, true)).toEqual([1, 0, 3, 2]);
  });

  it('equals a brute-force optimum on random graphs of up to 12 vertices', () => {
    const random = seededRandom(42);
    for (let run = 0; run < 600; run += 1) {
      const n = 2 + Math.floor(random() * 11);
      const density = random();
      const maxWeight = [3, 20, 1000][run % 3]!;
      const edges: Edge[] = [];
      for (let u = 0; u < n; u += 1) {
        for (let v = u + 1; v < n; v += 1) {
          if (random() < density) edges.push([u, v, 1 + Math.floor(random() * maxWeight)]);
        }
      }
      const maxCardinality = run % 2 === 0;
      const mate = maxWeightMatching(n, edges, maxCardinality);
      const [size, total] = measure(mate, edges);
      const [bestSize, bestTotal] = bruteForce(n, edges, maxCardinality);
      expect(total).toBe(bestTotal);
      if (maxCardinality) expect(size).toBe(bestSize);
    }
  });
});
