import type { UserUpdate } from '@domain/users/schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { renewingSession } from '../../../lib/auth/session-end';
import { sessionStore } from '../../../lib/session-store';
import type { User } from '../../../types/api';
import { usersQueryKey } from './get-users';

/** A user's own password change answers a fresh session (`token`) at the new version: this tab keeps working. */
type UpdateAnswer = User & { token?: string };

export const updateUser = ({ id, input }: { id: string; input: UserUpdate }): Promise<User> => {
  const request = api.put<UpdateAnswer>(`/users/${id}`, input).then(({ token, ...user }) => {
    if (token) sessionStore.setToken(token);
    return user;
  });
  return input.password ? renewingSession(request) : request;
};

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  });
}
