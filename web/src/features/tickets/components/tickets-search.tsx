import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchInput } from '../../../components/ui/search-input';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { useTagList } from '../api/get-tag-list';
import { useUserList } from '../api/get-user-list';
import { FilterSelect } from './filter-select';

export interface SearchFilters {
  searchParam: string;
  tags: string[];
  users: string[];
}

interface TicketsSearchProps {
  filters: SearchFilters;
  onChange: (filters: SearchFilters) => void;
  admin: boolean;
}

/** The search tab's text (sent 500 ms after the last keystroke), tag filter and, for admins, user filter. */
export function TicketsSearch({ filters, onChange, admin }: TicketsSearchProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(filters.searchParam);
  const searchParam = useDebouncedValue(text.trim());
  const { data: tags = [] } = useTagList();
  const { data: users = [] } = useUserList({ enabled: admin });

  useEffect(() => {
    if (searchParam !== filters.searchParam) onChange({ ...filters, searchParam });
  }, [searchParam, filters, onChange]);

  return (
    <div className="tickets-search" data-testid="tickets-search">
      <SearchInput value={text} onChange={setText} placeholder={t('tickets.search.placeholder')} />
      <div className="tickets-search-filters">
        <FilterSelect
          label={t('tickets.search.tags')}
          options={tags}
          value={filters.tags}
          onChange={(ids) => onChange({ ...filters, tags: ids })}
          testId="tickets-tag-filter"
        />
        {admin && (
          <FilterSelect
            label={t('tickets.search.users')}
            options={users}
            value={filters.users}
            onChange={(ids) => onChange({ ...filters, users: ids })}
            testId="tickets-user-filter"
          />
        )}
      </div>
    </div>
  );
}
