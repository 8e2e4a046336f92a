import type { LoginInput, Me } from '@alumni/domain';
import type { UseMutationResult } from '@tanstack/react-query';
import { useMutation } from '@tanstack/react-query';
import { postLogin } from '../api.ts';
import { usePostLoginNavigation } from './usePostLoginNavigation.ts';

/** Signs in with email and password, then follows post-login routing. The form shows failures. */
export function useLogin(): UseMutationResult<Me, Error, LoginInput> {
  const afterLogin = usePostLoginNavigation();
  return useMutation({
    mutationFn: postLogin,
    onSuccess: (user) => afterLogin(user),
  });
}
