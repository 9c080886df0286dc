import { dealIntoGroups, groupLabel } from '../groups';
import { sortBySeed, toRef } from './entrants';
import { CompetitionError, assertUniqueIds } from './errors';
import type { CompetitionMatch, Entrant } from './types';

/** One group of a round robin: its label and entrants, strongest first. */
export interface RoundRobinGroup {
  label: string;
  entrants: Entrant[];
}

/** A generated round robin: its groups and every group match. */
export interface RoundRobin {
  groups: RoundRobinGroup[];
  matches: CompetitionMatch[];
}

/** The stable key of a group match, e.g. `G-A-R2-M1`. */
export const groupMatchKey = (group: string, round: number, position: number): string =>
  `G-${group}-R${round}-M${position}`;

/**
 * Round-robin groups (ARCHITECTURE.md section 6): entrants sorted by rating
 * (`sortBySeed`) and dealt A, B, C, A, ... by `dealIntoGroups` (spec section 9),
 * then every group plays the circle method (`circleRounds`). `numGroups` is
 * clamped to 1..floor(n / 2) so that no group is left with fewer than two
 * entrants when fewer players joined than the tournament allowed for.
 */
export function generateRoundRobin(entrants: readonly Entrant[], numGroups: number): RoundRobin {
  if (entrants.length < 2) {
    throw new CompetitionError(
      'TOO_FEW_ENTRANTS',
      `A round robin needs at least 2 entrants, got ${entrants.length}.`,
    );
  }
  assertUniqueIds(entrants);
  const count = Math.min(Math.max(1, Math.floor(numGroups)), Math.floor(entrants.length / 2));
  const groups = dealIntoGroups(sortBySeed(entrants), count).map((members, i) => ({
    label: groupLabel(i),
    entrants: members,
  }));
  const matches = groups.flatMap(({ label, entrants: members }) =>
    circleRounds(members.length).flatMap((pairs, r) =>
      pairs.map(([a, b], m): CompetitionMatch => ({
        key: groupMatchKey(label, r + 1, m + 1),
        stage: 'group',
        group: label,
        round: r + 1,
        position: m + 1,
        sides: [toRef(members[a]!), toRef(members[b]!)],
      })),
    ),
  );
  return { groups, matches };
}

/**
 * The circle (Berger) method: `count` entrants (indexes 0..count-1) in
 * count - 1 rounds, or count rounds when odd. Index 0 stays put while the rest
 * rotate one place each round; pair i meets pair count-1-i of the circle. An
 * odd count gets a dummy: whoever meets it sits that round out (no match is
 * made). Everyone meets everyone exactly once and plays at most once a round.
 * Sides alternate for the fixed entrant so no one is always side 1.
 */
export function circleRounds(count: number): [number, number][][] {
  const slots: (number | null)[] = Array.from({ length: count }, (_, i) => i);
  if (count % 2 === 1) slots.push(null);
  const n = slots.length;
  const rounds: [number, number][][] = [];
  for (let r = 0; r < n - 1; r += 1) {
    const pairs: [number, number][] = [];
    for (let i = 0; i < n / 2; i += 1) {
      const a = slots[i];
      const b = slots[n - 1 - i];
      if (a === null || a === undefined || b === null || b === undefined) continue;
      pairs.push(i === 0 && r % 2 === 1 ? [b, a] : [a, b]);
    }
    rounds.push(pairs);
    slots.splice(1, 0, slots.pop()!);
  }
  return rounds;
}
