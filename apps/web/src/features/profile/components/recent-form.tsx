import type { PlayerStats } from '@courtside/shared/api/player';

/** The last five results, latest first, as W and L chips (spec section 2, "last-5 form"). */
export function RecentForm({ form }: { form: PlayerStats['form'] }) {
  if (form.length === 0) return <p className="text-sm text-slate-600">No completed matches yet</p>;
  return (
    <ol aria-label="Last 5 results, latest first" className="flex gap-1.5">
      {form.map((result, index) => (
        <li
          key={index}
          className={`flex h-8 w-8 items-center justify-center rounded-full text-sm font-bold text-white ${
            result === 'W' ? 'bg-green-600' : 'bg-red-600'
          }`}
        >
          <span aria-hidden="true">{result}</span>
          <span className="sr-only">{result === 'W' ? 'Win' : 'Loss'}</span>
        </li>
      ))}
    </ol>
  );
}
