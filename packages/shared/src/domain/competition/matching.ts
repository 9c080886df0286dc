/**
 * Maximum-weight matching in a general graph: Edmonds' blossom algorithm with
 * the primal-dual method in O(n^3) (Galil, "Efficient algorithms for finding
 * maximum matching in graphs", 1986; the layout of the blossom bookkeeping
 * follows Joris van Rantwijk's public-domain description). With
 * `maxCardinality` it returns, among the matchings of largest size, one of
 * maximum weight. Weights should be integers (then every step is exact).
 *
 * Vertices are 0..n-1; an edge is [u, v, weight]. Returns `mate`: mate[v] is
 * the vertex matched to v, or -1.
 */
export function maxWeightMatching(
  vertexCount: number,
  edges: readonly (readonly [number, number, number])[],
  maxCardinality = false,
): number[] {
  return new BlossomMatcher(vertexCount, edges, maxCardinality).run();
}

class BlossomMatcher {
  private readonly n: number;
  private readonly endpoint: Int32Array;
  /** Each edge's two ends and weight, flat for the hot `slack`. */
  private readonly edgeU: Int32Array;
  private readonly edgeV: Int32Array;
  private readonly edgeW: Float64Array;
  private readonly neighbourEnds: number[][];
  /** Remote endpoint of the matched edge, or -1. */
  private readonly mate: number[];
  /** 0 free, 1 S (outer), 2 T (inner); 5 marks a blossom during `scanBlossom`. */
  private readonly label: number[];
  private readonly labelEnd: number[];
  private readonly inBlossom: number[];
  private readonly parent: number[];
  private readonly childs: (number[] | null)[];
  private readonly base: number[];
  private readonly endps: (number[] | null)[];
  private readonly bestEdge: number[];
  private readonly blossomBestEdges: (number[] | null)[];
  private readonly unused: number[];
  private readonly dual: number[];
  private readonly allowEdge: boolean[];
  private queue: number[] = [];

  constructor(
    vertexCount: number,
    private readonly edges: readonly (readonly [number, number, number])[],
    private readonly maxCardinality: boolean,
  ) {
    const n = vertexCount;
    this.n = n;
    const m = edges.length;
    this.endpoint = new Int32Array(2 * m);
    this.edgeU = new Int32Array(m);
    this.edgeV = new Int32Array(m);
    this.edgeW = new Float64Array(m);
    this.neighbourEnds = Array.from({ length: n }, () => []);
    let maxWeight = 0;
    edges.forEach(([u, v, w], k) => {
      this.endpoint[2 * k] = this.edgeU[k] = u;
      this.endpoint[2 * k + 1] = this.edgeV[k] = v;
      this.edgeW[k] = w;
      if (w > maxWeight) maxWeight = w;
      this.neighbourEnds[u]!.push(2 * k + 1);
      this.neighbourEnds[v]!.push(2 * k);
    });
    this.mate = new Array<number>(n).fill(-1);
    this.label = new Array<number>(2 * n).fill(0);
    this.labelEnd = new Array<number>(2 * n).fill(-1);
    this.inBlossom = Array.from({ length: n }, (_, i) => i);
    this.parent = new Array<number>(2 * n).fill(-1);
    this.childs = new Array<number[] | null>(2 * n).fill(null);
    this.base = [...Array.from({ length: n }, (_, i) => i), ...new Array<number>(n).fill(-1)];
    this.endps = new Array<number[] | null>(2 * n).fill(null);
    this.bestEdge = new Array<number>(2 * n).fill(-1);
    this.blossomBestEdges = new Array<number[] | null>(2 * n).fill(null);
    this.unused = Array.from({ length: n }, (_, i) => n + i);
    this.dual = [...new Array<number>(n).fill(maxWeight), ...new Array<number>(n).fill(0)];
    this.allowEdge = new Array<boolean>(edges.length).fill(false);
  }

  private slack(k: number): number {
    return this.dual[this.edgeU[k]!]! + this.dual[this.edgeV[k]!]! - 2 * this.edgeW[k]!;
  }

  private leaves(b: number, into: number[] = []): number[] {
    if (b < this.n) into.push(b);
    else for (const c of this.childs[b]!) this.leaves(c, into);
    return into;
  }

  private assignLabel(w: number, t: number, p: number): void {
    const b = this.inBlossom[w]!;
    this.label[w] = this.label[b] = t;
    this.labelEnd[w] = this.labelEnd[b] = p;
    this.bestEdge[w] = this.bestEdge[b] = -1;
    if (t === 1) {
      this.queue.push(...this.leaves(b));
    } else {
      const base = this.base[b]!;
      const mate = this.mate[base]!;
      this.assignLabel(this.endpoint[mate]!, 1, mate ^ 1);
    }
  }

  /** The base of the new blossom where the paths from v and w meet, or -1 (an augmenting path). */
  private scanBlossom(v: number, w: number): number {
    const path: number[] = [];
    let base = -1;
    while (v !== -1 || w !== -1) {
      let b = this.inBlossom[v]!;
      if (this.label[b]! & 4) {
        base = this.base[b]!;
        break;
      }
      path.push(b);
      this.label[b] = 5;
      if (this.labelEnd[b] === -1) v = -1;
      else {
        v = this.endpoint[this.labelEnd[b]!]!;
        b = this.inBlossom[v]!;
        v = this.endpoint[this.labelEnd[b]!]!;
      }
      if (w !== -1) [v, w] = [w, v];
    }
    for (const b of path) this.label[b] = 1;
    return base;
  }

  private addBlossom(base: number, k: number): void {
    let [v, w] = this.edges[k]!;
    const bb = this.inBlossom[base]!;
    let bv = this.inBlossom[v]!;
    let bw = this.inBlossom[w]!;
    const b = this.unused.pop()!;
    this.base[b] = base;
    this.parent[b] = -1;
    this.parent[bb] = b;
    const path: number[] = [];
    const endps: number[] = [];
    while (bv !== bb) {
      this.parent[bv] = b;
      path.push(bv);
      endps.push(this.labelEnd[bv]!);
      v = this.endpoint[this.labelEnd[bv]!]!;
      bv = this.inBlossom[v]!;
    }
    path.push(bb);
    path.reverse();
    endps.reverse();
    endps.push(2 * k);
    while (bw !== bb) {
      this.parent[bw] = b;
      path.push(bw);
      endps.push(this.labelEnd[bw]! ^ 1);
      w = this.endpoint[this.labelEnd[bw]!]!;
      bw = this.inBlossom[w]!;
    }
    this.childs[b] = path;
    this.endps[b] = endps;
    this.label[b] = 1;
    this.labelEnd[b] = this.labelEnd[bb]!;
    this.dual[b] = 0;
    for (const leaf of this.leaves(b)) {
      if (this.label[this.inBlossom[leaf]!] === 2) this.queue.push(leaf);
      this.inBlossom[leaf] = b;
    }
    const bestTo = new Array<number>(2 * this.n).fill(-1);
    for (const child of path) {
      const known = this.blossomBestEdges[child];
      const lists = known
        ? [known]
        : this.leaves(child).map((leaf) => this.neighbourEnds[leaf]!.map((p) => p >> 1));
      for (const list of lists) {
        for (const edge of list) {
          const u = this.edgeU[edge]!;
          const j = this.inBlossom[u] === b ? this.edgeV[edge]! : u;
          const bj = this.inBlossom[j]!;
          if (
            bj !== b &&
            this.label[bj] === 1 &&
            (bestTo[bj] === -1 || this.slack(edge) < this.slack(bestTo[bj]!))
          ) {
            bestTo[bj] = edge;
          }
        }
      }
      this.blossomBestEdges[child] = null;
      this.bestEdge[child] = -1;
    }
    const best = bestTo.filter((e) => e !== -1);
    this.blossomBestEdges[b] = best;
    this.bestEdge[b] = -1;
    for (const edge of best) {
      if (this.bestEdge[b] === -1 || this.slack(edge) < this.slack(this.bestEdge[b]!)) {
        this.bestEdge[b] = edge;
      }
    }
  }

  private expandBlossom(b: number, endStage: boolean): void {
    const childs = this.childs[b]!;
    const endps = this.endps[b]!;
    const at = <T>(list: readonly T[], j: number): T => list[(j + list.length) % list.length]!;
    for (const s of childs) {
      this.parent[s] = -1;
      if (s < this.n) this.inBlossom[s] = s;
      else if (endStage && this.dual[s] === 0) this.expandBlossom(s, endStage);
      else for (const leaf of this.leaves(s)) this.inBlossom[leaf] = s;
    }
    if (!endStage && this.label[b] === 2) {
      // The T-blossom expands in the middle of a stage: relabel its children.
      const entryChild = this.inBlossom[this.endpoint[this.labelEnd[b]! ^ 1]!]!;
      let j = childs.indexOf(entryChild);
      let jstep: number;
      let endTrick: number;
      if (j & 1) {
        j -= childs.length;
        jstep = 1;
        endTrick = 0;
      } else {
        jstep = -1;
        endTrick = 1;
      }
      let p = this.labelEnd[b]!;
      while (j !== 0) {
        this.label[this.endpoint[p ^ 1]!] = 0;
        this.label[this.endpoint[at(endps, j - endTrick) ^ endTrick ^ 1]!] = 0;
        this.assignLabel(this.endpoint[p ^ 1]!, 2, p);
        this.allowEdge[at(endps, j - endTrick) >> 1] = true;
        j += jstep;
        p = at(endps, j - endTrick) ^ endTrick;
        this.allowEdge[p >> 1] = true;
        j += jstep;
      }
      const bv = at(childs, j);
      this.label[this.endpoint[p ^ 1]!] = this.label[bv] = 2;
      this.labelEnd[this.endpoint[p ^ 1]!] = this.labelEnd[bv] = p;
      this.bestEdge[bv] = -1;
      j += jstep;
      while (at(childs, j) !== entryChild) {
        const child = at(childs, j);
        if (this.label[child] === 1) {
          j += jstep;
          continue;
        }
        const labelled = this.leaves(child).find((leaf) => this.label[leaf] !== 0);
        if (labelled !== undefined) {
          this.label[labelled] = 0;
          this.label[this.endpoint[this.mate[this.base[child]!]!]!] = 0;
          this.assignLabel(labelled, 2, this.labelEnd[labelled]!);
        }
        j += jstep;
      }
    }
    this.label[b] = this.labelEnd[b] = -1;
    this.childs[b] = this.endps[b] = null;
    this.base[b] = -1;
    this.blossomBestEdges[b] = null;
    this.bestEdge[b] = -1;
    this.unused.push(b);
  }

  /** Swaps matched and unmatched edges inside blossom b so that v becomes its base. */
  private augmentBlossom(b: number, v: number): void {
    let t = v;
    while (this.parent[t] !== b) t = this.parent[t]!;
    if (t >= this.n) this.augmentBlossom(t, v);
    const childs = this.childs[b]!;
    const endps = this.endps[b]!;
    const at = <T>(list: readonly T[], j: number): T => list[(j + list.length) % list.length]!;
    const i = childs.indexOf(t);
    let j = i;
    let jstep: number;
    let endTrick: number;
    if (i & 1) {
      j -= childs.length;
      jstep = 1;
      endTrick = 0;
    } else {
      jstep = -1;
      endTrick = 1;
    }
    while (j !== 0) {
      j += jstep;
      t = at(childs, j);
      const p = at(endps, j - endTrick) ^ endTrick;
      if (t >= this.n) this.augmentBlossom(t, this.endpoint[p]!);
      j += jstep;
      t = at(childs, j);
      if (t >= this.n) this.augmentBlossom(t, this.endpoint[p ^ 1]!);
      this.mate[this.endpoint[p]!] = p ^ 1;
      this.mate[this.endpoint[p ^ 1]!] = p;
    }
    this.childs[b] = [...childs.slice(i), ...childs.slice(0, i)];
    this.endps[b] = [...endps.slice(i), ...endps.slice(0, i)];
    this.base[b] = this.base[this.childs[b][0]!]!;
  }

  private augmentMatching(k: number): void {
    const [v, w] = this.edges[k]!;
    for (const [start, startP] of [
      [v, 2 * k + 1],
      [w, 2 * k],
    ] as const) {
      let s: number = start;
      let p: number = startP;
      for (;;) {
        const bs = this.inBlossom[s]!;
        if (bs >= this.n) this.augmentBlossom(bs, s);
        this.mate[s] = p;
        if (this.labelEnd[bs] === -1) break;
        const t = this.endpoint[this.labelEnd[bs]!]!;
        const bt = this.inBlossom[t]!;
        s = this.endpoint[this.labelEnd[bt]!]!;
        const j = this.endpoint[this.labelEnd[bt]! ^ 1]!;
        if (bt >= this.n) this.augmentBlossom(bt, j);
        this.mate[j] = this.labelEnd[bt]!;
        p = this.labelEnd[bt]! ^ 1;
      }
    }
  }

  run(): number[] {
    const n = this.n;
    for (let stage = 0; stage < n; stage += 1) {
      this.label.fill(0);
      this.bestEdge.fill(-1);
      for (let b = n; b < 2 * n; b += 1) this.blossomBestEdges[b] = null;
      this.allowEdge.fill(false);
      this.queue = [];
      for (let v = 0; v < n; v += 1) {
        if (this.mate[v] === -1 && this.label[this.inBlossom[v]!] === 0) this.assignLabel(v, 1, -1);
      }
      let augmented = false;
      for (;;) {
        while (this.queue.length > 0 && !augmented) {
          const v = this.queue.pop()!;
          for (const p of this.neighbourEnds[v]!) {
            const k = p >> 1;
            const w = this.endpoint[p]!;
            if (this.inBlossom[v] === this.inBlossom[w]) continue;
            let kslack = 0;
            if (!this.allowEdge[k]) {
              kslack = this.slack(k);
              if (kslack <= 0) this.allowEdge[k] = true;
            }
            if (this.allowEdge[k]) {
              if (this.label[this.inBlossom[w]!] === 0) this.assignLabel(w, 2, p ^ 1);
              else if (this.label[this.inBlossom[w]!] === 1) {
                const base = this.scanBlossom(v, w);
                if (base >= 0) this.addBlossom(base, k);
                else {
                  this.augmentMatching(k);
                  augmented = true;
                  break;
                }
              } else if (this.label[w] === 0) {
                this.label[w] = 2;
                this.labelEnd[w] = p ^ 1;
              }
            } else if (this.label[this.inBlossom[w]!] === 1) {
              const b = this.inBlossom[v]!;
              if (this.bestEdge[b] === -1 || kslack < this.slack(this.bestEdge[b]!)) {
                this.bestEdge[b] = k;
              }
            } else if (this.label[w] === 0) {
              if (this.bestEdge[w] === -1 || kslack < this.slack(this.bestEdge[w]!)) {
                this.bestEdge[w] = k;
              }
            }
          }
        }
        if (augmented) break;

        let deltaType = -1;
        let delta = 0;
        let deltaEdge = -1;
        let deltaBlossom = -1;
        if (!this.maxCardinality) {
          deltaType = 1;
          delta = Math.min(...this.dual.slice(0, n));
        }
        for (let v = 0; v < n; v += 1) {
          if (this.label[this.inBlossom[v]!] === 0 && this.bestEdge[v] !== -1) {
            const d = this.slack(this.bestEdge[v]!);
            if (deltaType === -1 || d < delta) {
              delta = d;
              deltaType = 2;
              deltaEdge = this.bestEdge[v]!;
            }
          }
        }
        for (let b = 0; b < 2 * n; b += 1) {
          if (this.parent[b] === -1 && this.label[b] === 1 && this.bestEdge[b] !== -1) {
            const d = this.slack(this.bestEdge[b]!) / 2;
            if (deltaType === -1 || d < delta) {
              delta = d;
              deltaType = 3;
              deltaEdge = this.bestEdge[b]!;
            }
          }
        }
        for (let b = n; b < 2 * n; b += 1) {
          if (
            this.base[b]! >= 0 &&
            this.parent[b] === -1 &&
            this.label[b] === 2 &&
            (deltaType === -1 || this.dual[b]! < delta)
          ) {
            delta = this.dual[b]!;
            deltaType = 4;
            deltaBlossom = b;
          }
        }
        if (deltaType === -1) {
          // No further improvement possible (maximum cardinality): end with optimal duals.
          deltaType = 1;
          delta = Math.max(0, Math.min(...this.dual.slice(0, n)));
        }
        for (let v = 0; v < n; v += 1) {
          const l = this.label[this.inBlossom[v]!];
          if (l === 1) this.dual[v]! -= delta;
          else if (l === 2) this.dual[v]! += delta;
        }
        for (let b = n; b < 2 * n; b += 1) {
          if (this.base[b]! >= 0 && this.parent[b] === -1) {
            if (this.label[b] === 1) this.dual[b]! += delta;
            else if (this.label[b] === 2) this.dual[b]! -= delta;
          }
        }
        if (deltaType === 1) break;
        if (deltaType === 2) {
          this.allowEdge[deltaEdge] = true;
          // The edge's end whose blossom is labelled (the other one, when the first is free).
          const [i, j] = this.edges[deltaEdge]!;
          this.queue.push(this.label[this.inBlossom[i]!] === 0 ? j : i);
        } else if (deltaType === 3) {
          this.allowEdge[deltaEdge] = true;
          this.queue.push(this.edges[deltaEdge]![0]);
        } else {
          this.expandBlossom(deltaBlossom, false);
        }
      }
      if (!augmented) break;
      for (let b = n; b < 2 * n; b += 1) {
        if (
          this.parent[b] === -1 &&
          this.base[b]! >= 0 &&
          this.label[b] === 1 &&
          this.dual[b] === 0
        ) {
          this.expandBlossom(b, true);
        }
      }
    }
    return this.mate.map((p) => (p === -1 ? -1 : this.endpoint[p]!));
  }
}
