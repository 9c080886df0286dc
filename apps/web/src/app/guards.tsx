import { Navigate, Outlet } from 'react-router';
import { useAuthStore } from '@/lib/auth-store';

/** /app needs sign-in; otherwise to /login. */
export function RequireAuth() {
  const isAuthenticated = useAuthStore((s) => s.isAuthenticated);
  return isAuthenticated ? <Outlet /> : <Navigate to="/login" replace />;
}

/** /login and /register send signed-in users to their dashboard. */
export function RedirectIfAuthenticated() {
  const isAuthenticated = useAuthStore((s) => s.isAuthenticated);
  return isAuthenticated ? <Navigate to="/app/dashboard" replace /> : <Outlet />;
}
