import type { EditUserInfoBody } from '@lahap/contract/identity/schemas';
import { API_PATHS } from '@lahap/contract/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '@/shared/api-client/client';

type EditUserInfoInput = Omit<EditUserInfoBody, 'sessionId' | 'requestId' | 'timestamp'>;

/** `POST account/edit`. Silent: the form shows the server message or its own text (spec §8). */
export function editUserInfo(input: EditUserInfoInput): Promise<unknown> {
  return apiPost<unknown>(API_PATHS.editUserInfo, input, { silent: true });
}

/** Saves the profile, then refetches every cached profile so the account tab shows the change. */
export function useEditUserInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editUserInfo,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['account', 'userInfo'] }),
  });
}
