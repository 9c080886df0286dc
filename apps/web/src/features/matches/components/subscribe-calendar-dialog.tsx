import { CalendarCheck, Copy } from 'lucide-react';
import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import type { CalendarFeed } from '@courtside/shared/api/calendar';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { controlClasses } from '@/components/ui/field';
import { Modal } from '@/components/ui/modal';
import { copyText } from '@/lib/clipboard';
import { useCreateCalendarFeed, useRevokeCalendarFeed } from '../api/calendar-feed';

/** A read-only address with its label and a copy button. */
function CopyableUrl({ label, value }: { label: string; value: string }) {
  const id = useId();
  const copy = async () => {
    if (await copyText(value)) toast.success(`${label} copied`);
    else toast.error('Could not copy. Please select the link and copy it by hand.');
  };
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          readOnly
          value={value}
          onFocus={(event) => event.currentTarget.select()}
          className={`${controlClasses(false)} h-10 min-w-0 flex-1 font-mono text-xs`}
        />
        <Button
          variant="outline"
          size="md"
          aria-label={`Copy ${label.toLowerCase()}`}
          onClick={() => void copy()}
        >
          <Copy aria-hidden="true" className="h-4 w-4" />
          Copy
        </Button>
      </div>
    </div>
  );
}

/**
 * "Subscribe to my matches" (issue 26): a personal calendar link of the player's matches in
 * every tournament, shown once with its webcal:// and https forms to copy, and a way to turn
 * it off. Creating a new link turns the old one off.
 */
export function SubscribeCalendarDialog({ onClose }: { onClose: () => void }) {
  const [feed, setFeed] = useState<CalendarFeed | null>(null);
  const create = useCreateCalendarFeed();
  const revoke = useRevokeCalendarFeed();
  const isBusy = create.isPending || revoke.isPending;
  const createLink = () =>
    create.mutate(undefined, {
      onSuccess: setFeed,
      onError: (error) => toast.error(error.message),
    });
  const revokeLink = () =>
    revoke.mutate(undefined, {
      onSuccess: (message) => {
        setFeed(null);
        toast.success(message);
      },
      onError: (error) => toast.error(error.message),
    });

  return (
    <Modal isOpen title="Subscribe to my matches" onClose={onClose} isDismissDisabled={isBusy}>
      <div className="space-y-4">
        <p className="text-sm text-slate-700">
          Add your matches in every tournament to Google Calendar, Apple Calendar or Outlook. The
          calendar follows your matches: when one moves, your calendar moves it too. Times are in
          each venue&apos;s time zone.
        </p>
        {feed ? (
          <>
            <Alert tone="success">
              Your calendar link is ready. Copy it now: it is shown only once. Anyone with the link
              can see your matches, so keep it to yourself.
            </Alert>
            <CopyableUrl label="Calendar app link" value={feed.webcalUrl} />
            <CopyableUrl label="Web address" value={feed.url} />
            <div className="flex flex-wrap gap-2">
              <a href={feed.webcalUrl} className={buttonClasses('primary')}>
                <CalendarCheck aria-hidden="true" className="h-4 w-4" />
                Open in my calendar app
              </a>
              <Button variant="danger-outline" onClick={revokeLink} isLoading={revoke.isPending}>
                Revoke
              </Button>
            </div>
          </>
        ) : (
          <>
            <p className="text-sm text-slate-700">
              Creating a link turns off any link you made before. You can revoke it at any time.
            </p>
            <div className="flex flex-wrap gap-2">
              <Button onClick={createLink} isLoading={create.isPending} disabled={isBusy}>
                Create my calendar link
              </Button>
              <Button variant="danger-outline" onClick={revokeLink} isLoading={revoke.isPending}>
                Revoke my existing link
              </Button>
            </div>
          </>
        )}
        <div className="flex justify-end border-t border-slate-200 pt-4">
          <Button variant="ghost" onClick={onClose} disabled={isBusy}>
            Done
          </Button>
        </div>
      </div>
    </Modal>
  );
}
