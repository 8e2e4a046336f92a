import type { UserSummary, ValidatorScope } from '@alumni/domain';
import { fullName } from '@alumni/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../api/notifyError.tsx';
import { notifySuccess } from '../../../ui/notifySuccess.ts';
import { putValidatorScopes, validatorsKey } from '../api.ts';

/** Saves a member's validator scopes (`PUT /api/validators/{id}/`) and reads the list again. */
export function useSaveValidatorScopes() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ user, scopes }: { user: UserSummary; scopes: ValidatorScope[] }) =>
      putValidatorScopes(user.id, scopes),
    onSuccess: (_entry, { user, scopes }) => {
      notifySuccess(
        t(scopes.length ? 'validations_validator_saved' : 'validations_validator_removed', {
          name: fullName(user),
        }),
      );
    },
    onError: (error) => notifyError(error),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: validatorsKey }),
  });
}
