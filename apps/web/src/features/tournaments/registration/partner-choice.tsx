import { useId, useMemo } from 'react';
import type { UserSummary } from '@courtside/shared/api/match';
import type { RegistrationEntry } from '@courtside/shared/api/registration';
import { PersonCombobox } from '@/components/people/person-combobox';
import { TextField } from '@/components/ui/text-field';
import { useLookingForPartner } from './partners-api';
import { i18n } from '@/lib/i18n';

/** In English; the fixed texts are translated where shown (`i18n.t(…)`). */
export const PARTNER_TEXTS = {
  legend: (eventName: string) => i18n.t('Your partner in {eventName}', { eventName }),
  looking: /*i18n*/ "I'm looking for a partner",
  lookingHint:
    /*i18n*/ 'You will be listed on the event so that other players can ask you to pair up.',
  search: /*i18n*/ 'Choose a partner',
  searchLabel: /*i18n*/ 'Partner',
  searchHint:
    /*i18n*/ 'Type part of a player’s name. They are sent a request, and join when they accept.',
  invite: /*i18n*/ 'Invite by email',
  emailLabel: /*i18n*/ "Partner's email",
  emailHint: /*i18n*/ 'They get a link to accept, and can create an account if they have none.',
  choosePartner: /*i18n*/ 'Choose a partner, or pick "I\'m looking for a partner"',
  enterEmail: /*i18n*/ "Enter your partner's email address",
  requestSent: /*i18n*/ 'Partner request sent',
  /** A player on the event's "Looking for a partner" list: asked from there, not chosen here. */
  alreadyIn: /*i18n*/ 'already registered: ask to pair from the list',
} as const;

export type PartnerMode = 'looking' | 'search' | 'invite';

/** What the player chose for one doubles event. */
export interface PartnerPick {
  mode: PartnerMode;
  partner: UserSummary | null;
  email: string;
}

export const NO_PARTNER: PartnerPick = { mode: 'looking', partner: null, email: '' };

/** The registration entry's partner fields, or the message to show when the pick is incomplete. */
export function partnerFields(
  pick: PartnerPick,
): { fields: Omit<RegistrationEntry, 'eventId'> } | { error: string } {
  if (pick.mode === 'search') {
    return pick.partner
      ? { fields: { partnerId: pick.partner.id } }
      : { error: i18n.t(PARTNER_TEXTS.choosePartner) };
  }
  if (pick.mode === 'invite') {
    const email = pick.email.trim();
    return email
      ? { fields: { partnerEmail: email } }
      : { error: i18n.t(PARTNER_TEXTS.enterEmail) };
  }
  return { fields: { lookingForPartner: true } };
}

/**
 * A doubles event's partner in the Register dialog (decision 038): a player found by name (the
 * person combobox), an address invited by mail, or "I'm looking for a partner". Nobody is
 * registered without consent: a named partner or an address gets a request to accept.
 */
export function PartnerChoice({
  eventId,
  eventName,
  pick,
  onChange,
  error,
  disabled,
}: {
  eventId: string;
  eventName: string;
  pick: PartnerPick;
  onChange: (pick: PartnerPick) => void;
  error?: string;
  disabled?: boolean;
}) {
  const name = useId();
  const option = (mode: PartnerMode, label: string) => (
    <label className="flex items-center gap-2 text-sm text-slate-800">
      <input
        type="radio"
        name={name}
        value={mode}
        checked={pick.mode === mode}
        disabled={disabled}
        onChange={() => onChange({ ...pick, mode })}
        className="h-4 w-4 accent-brand-700"
      />
      {label}
    </label>
  );
  return (
    <fieldset className="mt-2 space-y-2 pl-6">
      <legend className="text-sm font-medium text-slate-900">
        {PARTNER_TEXTS.legend(eventName)}
      </legend>
      {option('looking', i18n.t(PARTNER_TEXTS.looking))}
      {pick.mode === 'looking' && (
        <p className="pl-6 text-sm text-slate-600">{i18n.t(PARTNER_TEXTS.lookingHint)}</p>
      )}
      {option('search', i18n.t(PARTNER_TEXTS.search))}
      {pick.mode === 'search' && (
        <PartnerSearch
          eventId={eventId}
          value={pick.partner}
          onChange={(partner) => onChange({ ...pick, partner })}
          error={error}
        />
      )}
      {option('invite', i18n.t(PARTNER_TEXTS.invite))}
      {pick.mode === 'invite' && (
        <TextField
          label={i18n.t(PARTNER_TEXTS.emailLabel)}
          type="email"
          autoComplete="off"
          maxLength={254}
          value={pick.email}
          disabled={disabled}
          hint={i18n.t(PARTNER_TEXTS.emailHint)}
          error={error}
          onChange={(event) => onChange({ ...pick, email: event.target.value })}
        />
      )}
    </fieldset>
  );
}

/**
 * The partner found by name. The players already registered in the event (its "Looking for a
 * partner" list, as the caller may see it) are suggested with a note and cannot be chosen: the
 * server would refuse them (they are asked to pair from the list); it still refuses any other.
 */
function PartnerSearch({
  eventId,
  value,
  onChange,
  error,
}: {
  eventId: string;
  value: UserSummary | null;
  onChange: (partner: UserSummary | null) => void;
  error?: string;
}) {
  const listed = useLookingForPartner(eventId);
  const ids = useMemo(() => new Set((listed.data ?? []).map((player) => player.id)), [listed.data]);
  return (
    <PersonCombobox
      label={i18n.t(PARTNER_TEXTS.searchLabel)}
      value={value}
      onChange={onChange}
      hint={i18n.t(PARTNER_TEXTS.searchHint)}
      error={error}
      taken={{ ids, note: i18n.t(PARTNER_TEXTS.alreadyIn) }}
    />
  );
}
