import type { Tag, TagCreate } from '@domain/tags/schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { tagListQueryKey } from '../../tickets/api/get-tag-list';

export const createTag = (input: Pick<TagCreate, 'name'>) => api.post<Tag>('/tags', input);

/** A tag typed in the tags bar that the company did not have yet. */
export function useCreateTag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTag,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tagListQueryKey }),
  });
}
