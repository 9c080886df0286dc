import type { PublicUser } from '@courtside/shared/api/user';

/**
 * A sign-in's answer (POST /login, /login/2fa): the session in Courtside's `data` envelope, and
 * `user` and `token` again beside it, where the spec's own client reads them (issue 23.2,
 * decision 016).
 */
export const signedIn = (user: PublicUser, token: string) => ({
  data: { user, token },
  user,
  token,
});
