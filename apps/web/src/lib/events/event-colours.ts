/**
 * Event colours (issue 26): dark text on a light fill, each pair well above 4.5:1, with a solid
 * left border; never the only cue (each block carries its event's short name). The day planner
 * and the printed court schedule colour an event alike: by its place in the tournament's events.
 */
export const EVENT_PALETTE = [
  'bg-sky-100 text-sky-950 border-sky-700',
  'bg-amber-100 text-amber-950 border-amber-700',
  'bg-emerald-100 text-emerald-950 border-emerald-700',
  'bg-violet-100 text-violet-950 border-violet-700',
  'bg-rose-100 text-rose-950 border-rose-700',
  'bg-slate-200 text-slate-950 border-slate-700',
] as const;

/** The colour classes of the event at `index` among the tournament's events. */
export const eventColour = (index: number): string => EVENT_PALETTE[index % EVENT_PALETTE.length]!;

/**
 * "Men's Doubles 3.5" -> "MD 3.5": initials of the words, figures kept; `lead` more letters of
 * the first word ("MeD 3.5") when the initials alone are another event's.
 */
export function shortName(name: string, lead = 0): string {
  const parts = name.split(/\s+/).filter(Boolean);
  const initials = parts
    .filter((p) => /^[A-Za-z]/.test(p))
    .map((p, i) =>
      i === 0 && lead > 0
        ? p[0]!.toUpperCase() + p.slice(1, 1 + lead).replace(/[^A-Za-z]/g, '')
        : p[0]!.toUpperCase(),
    )
    .join('');
  const figures = parts.filter((p) => /^[0-9]/.test(p)).join(' ');
  return [initials, figures].filter(Boolean).join(' ') || name.slice(0, 4);
}

/**
 * The tags of a tournament's events, one each and all different: "MD 3.5" for Men's Doubles 3.5
 * alone, "MeD 3.5" and "MiD 3.5" beside Mixed Doubles 3.5; a number added when letters do not
 * tell them apart.
 */
export function eventTags(names: readonly string[]): string[] {
  const tags = names.map((n) => shortName(n));
  for (let i = 0; i < tags.length; i++) {
    const clashing = tags.flatMap((t, j) => (t === tags[i] ? [j] : []));
    if (clashing.length < 2) continue;
    for (let lead = 1; lead <= 3; lead++) {
      const longer = clashing.map((j) => shortName(names[j]!, lead));
      if (new Set(longer).size === longer.length) {
        clashing.forEach((j, k) => (tags[j] = longer[k]!));
        break;
      }
    }
    if (tags[i] === tags[clashing[1]!])
      clashing.forEach((j, k) => (tags[j] = `${tags[j]} (${k + 1})`));
  }
  return tags;
}
