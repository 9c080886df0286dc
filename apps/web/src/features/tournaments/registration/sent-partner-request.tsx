import { useState } from 'react';
import type { OwnPartnerRequest } from '@courtside/shared/api/partners';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { failureReason } from '@/lib/api-error';
import { otherNameOf, useActOnPartnerRequest } from '@/lib/partners/own-partner-requests';
import { i18n } from '@/lib/i18n';

/** In English; the fixed texts are translated where shown (`i18n.t(…)`). */
export const SENT_REQUEST_TEXTS = {
  sentTo: (name: string) => i18n.t('Request sent to {name}', { name }),
  withdraw: /*i18n*/ 'Withdraw',
  withdrawLabel: (name: string) => i18n.t('Withdraw the request to {name}', { name }),
  failed: /*i18n*/ 'Could not withdraw the request. Please try again.',
} as const;

/**
 * The caller's open partner request in an event (decision 040), where they would otherwise ask
 * again (the Register dialog, the "Looking for a partner" list): who it went to, and Withdraw.
 */
export function SentPartnerRequest({ request }: { request: OwnPartnerRequest }) {
  const act = useActOnPartnerRequest();
  const [error, setError] = useState<string | null>(null);
  const name = otherNameOf(request);
  return (
    <div className="mt-2 space-y-2">
      <div className="flex flex-wrap items-center gap-2">
        <p className="text-sm font-medium wrap-anywhere text-emerald-800">
          {SENT_REQUEST_TEXTS.sentTo(name)}
        </p>
        <Button
          size="sm"
          variant="outline"
          aria-label={SENT_REQUEST_TEXTS.withdrawLabel(name)}
          isLoading={act.isPending}
          onClick={() => {
            setError(null);
            act.mutate(
              { request, verb: 'withdraw' },
              {
                onError: (failure) =>
                  setError(failureReason(failure, i18n.t(SENT_REQUEST_TEXTS.failed))),
              },
            );
          }}
        >
          {i18n.t(SENT_REQUEST_TEXTS.withdraw)}
        </Button>
      </div>
      {error && <Alert tone="error">{error}</Alert>}
    </div>
  );
}
