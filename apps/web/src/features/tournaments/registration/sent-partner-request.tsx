import { useState } from 'react';
import type { OwnPartnerRequest } from '@courtside/shared/api/partners';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { failureReason } from '@/lib/api-error';
import { otherNameOf, useActOnPartnerRequest } from '@/lib/partners/own-partner-requests';

export const SENT_REQUEST_TEXTS = {
  sentTo: (name: string) => `Request sent to ${name}`,
  withdraw: 'Withdraw',
  withdrawLabel: (name: string) => `Withdraw the request to ${name}`,
  failed: 'Could not withdraw the request. Please try again.',
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
              { onError: (failure) => setError(failureReason(failure, SENT_REQUEST_TEXTS.failed)) },
            );
          }}
        >
          {SENT_REQUEST_TEXTS.withdraw}
        </Button>
      </div>
      {error && <Alert tone="error">{error}</Alert>}
    </div>
  );
}
