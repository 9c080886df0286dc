import { sanitizeRules } from '@/features/tournaments/lib/rules';

/** Typography for the few tags rules may hold (Tailwind resets headings and margins). */
export const RULES_TYPOGRAPHY =
  'text-slate-800 [&_b]:font-semibold [&_h1]:mt-4 [&_h1]:mb-2 [&_h1]:text-2xl [&_h1]:font-bold [&_h2]:mt-4 [&_h2]:mb-2 [&_h2]:text-xl [&_h2]:font-bold [&_h3]:mt-3 [&_h3]:mb-1 [&_h3]:text-lg [&_h3]:font-semibold [&_p]:my-2 [&_strong]:font-semibold [&>:first-child]:mt-0';

/**
 * Rules as rich text. Only the allowlisted tags survive, with no attributes,
 * so nothing in stored rules can run script or carry links (docs/decisions/003).
 */
export function RulesContent({ html }: { html: string }) {
  return (
    <div
      data-testid="rules-content"
      className={RULES_TYPOGRAPHY}
      dangerouslySetInnerHTML={{ __html: sanitizeRules(html) }}
    />
  );
}
