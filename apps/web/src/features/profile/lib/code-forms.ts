import { z } from 'zod';
import { TWO_FACTOR_MESSAGES } from '@courtside/shared/api/two-factor';
import { MESSAGES } from '@courtside/shared/validation/auth-rules';

/** A code from the app or a recovery code, spaces ignored; required unless `isRequired` is false. */
export const codeField = (isRequired = true) =>
  z
    .string()
    .transform((code) => code.replace(/\s+/g, ''))
    .refine((code) => !isRequired || code.length > 0, TWO_FACTOR_MESSAGES.codeRequired);

/** The confirmations of account-security actions: the password, and a code when asked for. */
export const passwordAndCodeSchema = (isCodeRequired = true) =>
  z.object({
    password: z.string().min(1, MESSAGES.passwordRequired),
    code: codeField(isCodeRequired),
  });

export type PasswordAndCodeInput = z.input<ReturnType<typeof passwordAndCodeSchema>>;
export type PasswordAndCode = z.output<ReturnType<typeof passwordAndCodeSchema>>;
export const PASSWORD_AND_CODE_FIELDS = ['password', 'code'];
