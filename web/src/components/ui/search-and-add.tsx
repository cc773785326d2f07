import { Icon } from './icons';
import { SearchInput } from './search-input';

interface SearchAndAddProps {
  search: string;
  onSearch: (value: string) => void;
  placeholder: string;
  addLabel: string;
  onAdd: () => void;
  addTestId?: string;
}

/** A list page's actions: its search box and its add button. */
export function SearchAndAdd({ search, onSearch, placeholder, addLabel, onAdd, addTestId }: SearchAndAddProps) {
  return (
    <>
      <SearchInput value={search} onChange={onSearch} placeholder={placeholder} />
      <button type="button" className="btn btn-primary" onClick={onAdd} data-testid={addTestId}>
        <Icon name="plus" size={18} />
        {addLabel}
      </button>
    </>
  );
}
