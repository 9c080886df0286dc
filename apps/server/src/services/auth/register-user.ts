import { eq } from 'drizzle-orm';
import { EMAIL_TAKEN_MESSAGE } from '@courtside/shared/api/auth';
import { VERIFY_EMAIL_TOKEN_TTL_MS } from '@courtside/shared/constants';
import type { Locale } from '@courtside/shared/i18n/locales';
import { canonicalTimeZone } from '@courtside/shared/time/zones';
import type { Db } from '../../db/client';
import { users, type UserRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { hashPassword } from '../../lib/passwords';
import { enqueueMail } from '../mail/enqueue-mail';
import { verificationMail } from '../mail/templates';
import { acceptPendingInvitations } from '../tournaments/invitations';
import { issueEmailToken } from './email-tokens';

interface RegisterUserInput {
  name: string;
  email: string;
  password: string;
  role: 'player' | 'organizer';
  /** The browser's zone: the profile starts with it when it is a zone this runtime knows. */
  timezone?: string | undefined;
  /** The visitor's language (their `lang` cookie, else Accept-Language): the account's. */
  language?: Locale | undefined;
}

const isUniqueViolation = (error: unknown): boolean => {
  const code = (error as { code?: string; cause?: { code?: string } }).code;
  const causeCode = (error as { cause?: { code?: string } }).cause?.code;
  return code === '23505' || causeCode === '23505';
};

const emailTaken = () => new AppError('EMAIL_TAKEN', EMAIL_TAKEN_MESSAGE, { field: 'email' });

/**
 * Creates an account and, in the same transaction, its verification mail.
 * When verification is not required the account starts verified.
 */
export async function registerUser(
  db: Db,
  input: RegisterUserInput,
  options: { publicUrl: string; requireVerification: boolean },
): Promise<UserRow> {
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, input.email));
  if (existing) throw emailTaken();
  const passwordHash = await hashPassword(input.password);
  const timezone = input.timezone ? canonicalTimeZone(input.timezone) : null;
  // Stored only when chosen: English is the spec's default (DEFAULT_USER_SETTINGS).
  const preferences = {
    ...(input.language && input.language !== 'en' && { language: input.language }),
    ...(timezone && { timezone }),
  };
  try {
    return await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          name: input.name,
          email: input.email,
          role: input.role,
          passwordHash,
          emailVerifiedAt: options.requireVerification ? null : new Date(),
          ...(Object.keys(preferences).length > 0 && { settings: { preferences } }),
        })
        .returning();
      if (!user) throw new Error('insert returned no user');
      if (options.requireVerification) {
        const token = await issueEmailToken(tx, user.id, 'verify_email', VERIFY_EMAIL_TOKEN_TTL_MS);
        const link = `${options.publicUrl}/verify-email?token=${token}`;
        await enqueueMail(tx, verificationMail(user, link));
      } else {
        await acceptPendingInvitations(tx, user);
      }
      return user;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}
