import type { Tag } from '@domain/tags/schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const tagListQueryKey = ['tags', 'list'] as const;

export const getTagList = () => api.get<Tag[]>('/tags/list');

export const tagListQueryOptions = () => queryOptions({ queryKey: tagListQueryKey, queryFn: getTagList });

/** The company's tags for the search tab's tag filter. */
export const useTagList = (options: { enabled?: boolean } = {}) =>
  useQuery({ ...tagListQueryOptions(), enabled: options.enabled ?? true });
