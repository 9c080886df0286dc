import { GROUP_LABELS } from '../constants';

/**
 * The label of the group at `index`: A, B, ... Z, then AA, AB, ... like
 * spreadsheet columns, so any number of groups gets a distinct name.
 */
export function groupLabel(index: number): string {
  let label = '';
  let n = index;
  do {
    label = GROUP_LABELS[n % GROUP_LABELS.length] + label;
    n = Math.floor(n / GROUP_LABELS.length) - 1;
  } while (n >= 0);
  return label;
}

/**
 * Deals items into `numGroups` groups in round-robin fashion (spec section 9,
 * "The group preview deals players into groups A, B, C in round-robin
 * fashion"): the first item to A, the second to B, ... then back to A. Handed
 * players sorted by rating, this spreads the strongest across the groups.
 */
export function dealIntoGroups<T>(items: readonly T[], numGroups: number): T[][] {
  const count = Math.max(1, Math.floor(numGroups));
  const groups: T[][] = Array.from({ length: count }, () => []);
  items.forEach((item, i) => groups[i % count]!.push(item));
  return groups;
}
