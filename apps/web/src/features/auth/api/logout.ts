import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import toast from 'react-hot-toast';
import { api } from '@/lib/api-client';
import { useAuthStore } from '@/lib/auth-store';

export const LOGOUT_SUCCESS_MESSAGE = 'You have been logged out successfully';

async function logout(): Promise<void> {
  await api.post('/auth/logout');
}

/**
 * Sign out (spec section 4): revoke the session on the server, but clear it
 * locally and go home even when the call fails.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const mutation = useMutation({
    mutationFn: logout,
    onSettled: async () => {
      // Leave /app first, or its guard would send us to /login once the session is gone.
      await navigate('/');
      useAuthStore.getState().clearSession();
      queryClient.clear();
      toast.success(LOGOUT_SUCCESS_MESSAGE);
    },
  });
  return { logout: () => mutation.mutate(), isPending: mutation.isPending };
}
