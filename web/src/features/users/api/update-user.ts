import type { UserUpdate } from '@domain/users/schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { User } from '../../../types/api';
import { usersQueryKey } from './get-users';

export const updateUser = ({ id, input }: { id: string; input: UserUpdate }) => api.put<User>(`/users/${id}`, input);

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  });
}
