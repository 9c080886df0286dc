import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import toast from 'react-hot-toast';
import { api } from '@/lib/api-client';
import { useAuthStore } from '@/lib/auth-store';
import { getLiveClient } from '@/lib/live/live-client';
import { i18n } from '@/lib/i18n';

export const LOGOUT_SUCCESS_MESSAGE = /*i18n*/ 'You have been logged out successfully';

async function logout(): Promise<void> {
  // The revoked session closes the live socket: not an expiry to sign in again after.
  getLiveClient().suspend();
  await api.post('/auth/logout');
}

/**
 * Sign out (spec section 4): revoke the session on the server, but clear it
 * locally and go home even when the call fails.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const isSigningOut = useRef(false);

  // The session is cleared once the signed-in screens are gone. The router renders
  // the next page in a transition, so clearing it right after navigate() resolves
  // would let the still-mounted /app guard send the user to /login instead of home.
  useEffect(() => {
    const signingOut = isSigningOut;
    return () => {
      if (!signingOut.current) return;
      useAuthStore.getState().clearSession();
      queryClient.clear();
      toast.success(i18n.t(LOGOUT_SUCCESS_MESSAGE));
    };
  }, [queryClient]);

  const mutation = useMutation({
    mutationFn: logout,
    onSettled: () => {
      isSigningOut.current = true;
      void navigate('/');
    },
  });
  return { logout: () => mutation.mutate(), isPending: mutation.isPending };
}
