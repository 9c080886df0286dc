import { createElement } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useAuthStore } from '@/lib/auth-store';

/*
 * The /app and /login guards of the redirect back (issue 11), apart from the sign-in page's
 * hooks (redirect-back.ts): the route table is in every page's first download, so only
 * what the guards need is here.
 */

/** Where a sign-in goes when nothing else was asked for (spec section 2). */
export const DEFAULT_AFTER_SIGN_IN = '/app/dashboard';

const BASE = 'https://courtside.invalid';

/**
 * `value` as a path of the signed-in app on this origin (`/app`, `/app/...`, with its query
 * and hash), or null: anything else (another origin, `//host`, `/\host`, `/login`, a path
 * that climbs out of /app) is refused, so `?next=` can never be an open redirect.
 */
export function safeNextPath(value: string | null | undefined): string | null {
  if (!value || value.length > 2048 || !/^\/app(?:[/?#]|$)/.test(value)) return null;
  // Backslashes and control characters: browsers read some of them as a path to another host.
  // eslint-disable-next-line no-control-regex
  if (/[\\\x00-\x1f\x7f]/.test(value)) return null;
  // `value` starts with /app, so it parses; `..` segments are resolved before the check.
  const url = new URL(value, BASE);
  return url.origin === BASE && /^\/app(?:\/|$)/.test(url.pathname)
    ? url.pathname + url.search + url.hash
    : null;
}

const IS_DEFAULT_PAGE = /^\/app(?:\/(?:dashboard\/?)?)?$/;

/** The sign-in address that comes back to `path` afterwards. */
export function signInPathFor(path: string): string {
  const next = safeNextPath(path);
  // /app itself only leads to the dashboard, where a sign-in goes anyway.
  return next && !IS_DEFAULT_PAGE.test(next) ? `/login?next=${encodeURIComponent(next)}` : '/login';
}

/** /app's guard: a signed-out visitor goes to sign in, and then back to this page. */
export function RequireSignIn() {
  const isAuthenticated = useAuthStore((s) => s.isAuthenticated);
  const { pathname, search, hash } = useLocation();
  if (isAuthenticated) return createElement(Outlet);
  return createElement(Navigate, {
    to: signInPathFor(`${pathname}${search}${hash}`),
    replace: true,
  });
}

/**
 * /login and /register for a signed-in user: on to the page `?next=` asks for (a safe /app
 * path), else the dashboard (spec section 2). So signing in lands on `next` whichever of this
 * guard and the sign-in page's own navigation comes first.
 */
export function RedirectIfSignedIn() {
  const isAuthenticated = useAuthStore((s) => s.isAuthenticated);
  const { search } = useLocation();
  if (!isAuthenticated) return createElement(Outlet);
  const next = safeNextPath(new URLSearchParams(search).get('next'));
  return createElement(Navigate, { to: next ?? DEFAULT_AFTER_SIGN_IN, replace: true });
}
