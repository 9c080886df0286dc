import { useQuery } from '@tanstack/react-query';
import { Inbox, RefreshCw } from 'lucide-react';
import { Link } from 'react-router';
import type { OutboxMail } from '@courtside/shared/api/auth';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { outboxQueryOptions } from '@/features/dev-mail/api/get-outbox';
import { ApiError } from '@/lib/api-error';
import { useDocumentTitle } from '@/lib/use-document-title';

/** A link to this site opens in the app; anything else is a plain link. */
function MailLink({ href }: { href: string }) {
  const url = new URL(href, window.location.origin);
  const isLocal = url.origin === window.location.origin;
  const className = 'break-all font-medium text-brand-800 underline';
  return isLocal ? (
    <Link to={`${url.pathname}${url.search}`} className={className}>
      {href}
    </Link>
  ) : (
    <a href={href} className={className}>
      {href}
    </a>
  );
}

function MailItem({ mail }: { mail: OutboxMail }) {
  return (
    <article
      aria-label={mail.subject}
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <header className="flex flex-col gap-1 sm:flex-row sm:justify-between">
        <h2 className="font-semibold text-slate-900">{mail.subject}</h2>
        <time dateTime={mail.createdAt} className="text-sm text-slate-600">
          {new Date(mail.createdAt).toLocaleString()}
        </time>
      </header>
      <p className="text-sm text-slate-700">To: {mail.to}</p>
      {mail.links.length > 0 && (
        <ul className="mt-3 space-y-1 text-sm">
          {mail.links.map((link) => (
            <li key={link}>
              <MailLink href={link} />
            </li>
          ))}
        </ul>
      )}
      <details className="mt-3">
        <summary className="cursor-pointer text-sm text-slate-700">Full text</summary>
        <pre className="mt-2 whitespace-pre-wrap font-sans text-sm text-slate-800">{mail.text}</pre>
      </details>
    </article>
  );
}

/** With DEV_MAILBOX=true, for callers on the server's machine: the mails Courtside would have sent, so sign-up can be finished locally. */
export default function DevMailPage() {
  useDocumentTitle('Dev mail outbox');
  const { data, isPending, isError, error, refetch, isFetching } = useQuery(outboxQueryOptions());
  const isUnavailable = error instanceof ApiError && error.status === 404;
  return (
    <main className="mx-auto min-h-screen max-w-3xl px-4 py-8 sm:px-6">
      <div className="mb-6 flex items-center justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">Dev mail outbox</h1>
          <p className="text-sm text-slate-600">
            Mails stored by this server, newest first. Only when the server runs with
            DEV_MAILBOX=true.
          </p>
        </div>
        <Button variant="outline" onClick={() => void refetch()} isLoading={isFetching}>
          {!isFetching && <RefreshCw aria-hidden="true" className="h-4 w-4" />} Refresh
        </Button>
      </div>
      {isPending && <Spinner label="Loading mail..." />}
      {isError && (
        <Alert tone="error">
          {isUnavailable
            ? 'The dev mailbox is off. Mailed links are printed in the server log; start the server with DEV_MAILBOX=true (npm run dev does) to list them here.'
            : error.message}
        </Alert>
      )}
      {data && data.length === 0 && (
        <EmptyState
          icon={Inbox}
          title="No mail yet"
          text="Register or ask for a password reset, then refresh."
        />
      )}
      <div className="space-y-4">
        {data?.map((mail) => (
          <MailItem key={mail.id} mail={mail} />
        ))}
      </div>
    </main>
  );
}
