import type { UseMutationResult } from '@tanstack/react-query';
import { useMutation } from '@tanstack/react-query';
import { notifyError } from '../../../api/notifyError.tsx';
import { postLogin } from '../api.ts';
import type { LoginCredentials } from '../types.ts';
import { usePostLoginNavigation } from './usePostLoginNavigation.ts';

/**
 * Signs in with email and password, then follows post-login routing; failures show in the
 * error notification (spec 2 §8).
 */
export function useLogin(): UseMutationResult<void, Error, LoginCredentials> {
  const afterLogin = usePostLoginNavigation();
  return useMutation({
    mutationFn: async (credentials: LoginCredentials) => {
      await postLogin(credentials);
    },
    onSuccess: () => afterLogin(),
    onError: (error) => {
      notifyError(error);
    },
  });
}
