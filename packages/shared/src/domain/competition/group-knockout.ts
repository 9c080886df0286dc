import { buildKnockout } from './knockout';
import type { KnockoutBracket, KnockoutOptions } from './knockout';
import { bracketSize } from './seeding';
import type { StandingRow } from './standings';

/** A group's final table, groups in label order (A, B, C, ...). */
export interface GroupRanking {
  label: string;
  rows: readonly Pick<StandingRow, 'entrantId' | 'name'>[];
}

/** An entrant going through to the knockout: its group and place (1 = winner). */
export interface Qualifier {
  id: string;
  name: string;
  group: string;
  place: number;
}

const MAX_SEARCH_STEPS = 10_000;

/**
 * The knockout seeds after the groups (ARCHITECTURE.md section 6: "the top
 * advanceCount of each group go to a seeded knockout (A1 v B2)"). Places are
 * seeded in tiers: every group winner above every runner-up, and so on, each
 * tier in group order (A before B: groups were dealt by rating, so A holds the
 * top seed). Standard seeding then keeps the group winners apart (1 and 2 meet
 * only in the final) and makes winners meet lower places first. Within a tier
 * the order is adjusted, as little as possible (a depth-first search in group
 * order), so that no first-round match pairs two entrants of the same group;
 * with two groups this gives A1 v B2 and B1 v A2. When that is impossible (one
 * group) the plain tier order stands. Groups smaller than `advanceCount`
 * send everyone they have.
 */
export function groupKnockoutSeeds(
  groups: readonly GroupRanking[],
  advanceCount: number,
): Qualifier[] {
  const tiers: Qualifier[][] = [];
  for (let place = 1; place <= advanceCount; place += 1) {
    const tier = groups.flatMap(({ label, rows }) => {
      const row = rows[place - 1];
      return row ? [{ id: row.entrantId, name: row.name, group: label, place }] : [];
    });
    if (tier.length > 0) tiers.push(tier);
  }
  const plain = tiers.flat();
  const size = bracketSize(plain.length);
  const seeded: Qualifier[] = [];
  let steps = 0;
  const place = (tierIndex: number, remaining: Qualifier[]): boolean => {
    if (remaining.length === 0) {
      return tierIndex + 1 >= tiers.length || place(tierIndex + 1, [...tiers[tierIndex + 1]!]);
    }
    if ((steps += 1) > MAX_SEARCH_STEPS) return false;
    const opponent = seeded[size - seeded.length - 1];
    for (const candidate of remaining) {
      if (opponent && opponent.group === candidate.group) continue;
      seeded.push(candidate);
      if (
        place(
          tierIndex,
          remaining.filter((q) => q !== candidate),
        )
      )
        return true;
      seeded.pop();
    }
    return false;
  };
  if (tiers.length === 0) return [];
  return place(0, [...tiers[0]!]) ? seeded : plain;
}

/** The knockout after the groups: `groupKnockoutSeeds` into `buildKnockout`. */
export function generateGroupKnockout(
  groups: readonly GroupRanking[],
  advanceCount: number,
  options: KnockoutOptions = {},
): KnockoutBracket & { qualifiers: Qualifier[] } {
  const qualifiers = groupKnockoutSeeds(groups, advanceCount);
  return { ...buildKnockout(qualifiers, options), qualifiers };
}
