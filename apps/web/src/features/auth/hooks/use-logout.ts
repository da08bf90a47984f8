import { SUCCESS_MESSAGES } from '@nupe/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from '../../../components/ui/toasts';
import { paths } from '../../../config/paths';
import { meQueryKey } from '../../../lib/session';
import { tokenStorage } from '../../../lib/token-storage';

/** Clears the token and every cached answer, goes home and says so. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return () => {
    tokenStorage.clear();
    queryClient.setQueryData(meQueryKey, null);
    queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== meQueryKey[0] });
    navigate(paths.home);
    toast('info', SUCCESS_MESSAGES.LOGOUT);
  };
}
