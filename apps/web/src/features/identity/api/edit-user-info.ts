import type { CallBodyOf } from '@lahap/contract/endpoint';
import { IDENTITY_ROUTES } from '@lahap/contract/identity/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/shared/api-client/call-endpoint';

/** `POST account/edit`. Silent: the form shows the server message or its own text (spec §8). */
export function editUserInfo(input: CallBodyOf<typeof IDENTITY_ROUTES.editUserInfo>) {
  return callEndpoint(IDENTITY_ROUTES.editUserInfo, input, { silent: true });
}

/** Saves the profile, then refetches every cached profile so the account tab shows the change. */
export function useEditUserInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editUserInfo,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['account', 'userInfo'] }),
  });
}
