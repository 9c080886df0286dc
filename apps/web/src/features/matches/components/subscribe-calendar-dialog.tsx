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
import { i18n } from '@/lib/i18n';

/** A read-only address with its label and a copy button. */
function CopyableUrl({
  label,
  copyLabel,
  value,
}: {
  label: string;
  /** The copy button's name ('Copy web address'). */
  copyLabel: string;
  value: string;
}) {
  const id = useId();
  const copy = async () => {
    if (await copyText(value)) toast.success(i18n.t('{label} copied', { label }));
    else toast.error(i18n.t('Could not copy. Please select the link and copy it by hand.'));
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
        <Button variant="outline" size="md" aria-label={copyLabel} onClick={() => void copy()}>
          <Copy aria-hidden="true" className="h-4 w-4" />
          {i18n.t('Copy')}
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
        toast.success(i18n.t(message));
      },
      onError: (error) => toast.error(error.message),
    });

  return (
    <Modal
      isOpen
      title={i18n.t('Subscribe to my matches')}
      onClose={onClose}
      isDismissDisabled={isBusy}
    >
      <div className="space-y-4">
        <p className="text-sm text-slate-700">
          {i18n.t(
            "Add your matches in every tournament to Google Calendar, Apple Calendar or Outlook. The calendar follows your matches: when one moves, your calendar moves it too. Times are in each venue's time zone.",
          )}
        </p>
        {feed ? (
          <>
            <Alert tone="success">
              {i18n.t(
                'Your calendar link is ready. Copy it now: it is shown only once. Anyone with the link can see your matches, so keep it to yourself.',
              )}
            </Alert>
            <CopyableUrl
              label={i18n.t('Calendar app link')}
              copyLabel={i18n.t('Copy calendar app link')}
              value={feed.webcalUrl}
            />
            <CopyableUrl
              label={i18n.t('Web address')}
              copyLabel={i18n.t('Copy web address')}
              value={feed.url}
            />
            <div className="flex flex-wrap gap-2">
              <a href={feed.webcalUrl} className={buttonClasses('primary')}>
                <CalendarCheck aria-hidden="true" className="h-4 w-4" />
                {i18n.t('Open in my calendar app')}
              </a>
              <Button variant="danger-outline" onClick={revokeLink} isLoading={revoke.isPending}>
                {i18n.t('Revoke')}
              </Button>
            </div>
          </>
        ) : (
          <>
            <p className="text-sm text-slate-700">
              {i18n.t(
                'Creating a link turns off any link you made before. You can revoke it at any time.',
              )}
            </p>
            <div className="flex flex-wrap gap-2">
              <Button onClick={createLink} isLoading={create.isPending} disabled={isBusy}>
                {i18n.t('Create my calendar link')}
              </Button>
              <Button variant="danger-outline" onClick={revokeLink} isLoading={revoke.isPending}>
                {i18n.t('Revoke my existing link')}
              </Button>
            </div>
          </>
        )}
        <div className="flex justify-end border-t border-slate-200 pt-4">
          <Button variant="ghost" onClick={onClose} disabled={isBusy}>
            {i18n.t('Done')}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
