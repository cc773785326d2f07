import type { Tag, TagRef } from '@domain/tags/schema';
import type { Ticket } from '@domain/tickets/schema';
import { Combobox, ComboboxInput, ComboboxOption, ComboboxOptions } from '@headlessui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icons';
import { useTagList } from '../../tickets/api/get-tag-list';
import { useCreateTag } from '../api/create-tag';
import { useSyncTags } from '../api/sync-tags';
import { matchingTags, newTagName, withoutTag } from '../tags-logic';

/** The "create this tag" option carries no id until the server gives it one. */
type TagChoice = TagRef | { id: null; name: string };

/** The ticket's tags: pick any of the company's, remove one, or type a new name to create it (spec 2 §2). */
export function TagsBar({ ticket }: { ticket: Ticket }) {
  const { t } = useTranslation();
  const { data: tags = [] } = useTagList();
  const sync = useSyncTags();
  const create = useCreateTag();
  const [query, setQuery] = useState('');
  const selected = ticket.tags;
  const options = matchingTags(tags, query);
  const creatable = newTagName(tags, query);

  const save = (next: TagRef[]) => sync.mutate({ ticketId: ticket.id, tags: next });

  const change = async (choices: TagChoice[]) => {
    setQuery('');
    const chosen = choices.filter((choice): choice is TagRef => choice.id !== null);
    const toCreate = choices.find((choice) => choice.id === null);
    if (!toCreate) return save(chosen);
    try {
      const created: Tag = await create.mutateAsync({ name: toCreate.name });
      save([...chosen, created]);
    } catch {
      // Already shown as an error toast.
    }
  };

  return (
    <div className="tags-bar" data-testid="tags-bar">
      <Icon name="tags" size={16} />
      {selected.map((tag) => (
        <span
          key={tag.id}
          className="chip tag-chip"
          style={{ background: tag.color }}
          data-testid={`ticket-tag-${tag.id}`}
        >
          {tag.name}
          <button
            type="button"
            className="tag-chip-remove"
            aria-label={t('ticketView.tags.remove', { name: tag.name })}
            onClick={() => save(withoutTag(selected, tag.id))}
            disabled={sync.isPending}
            data-testid={`remove-tag-${tag.id}`}
          >
            <Icon name="close" size={12} />
          </button>
        </span>
      ))}
      <Combobox<TagChoice, true>
        multiple
        immediate
        value={selected}
        by={(a, b) => a?.id === b?.id && a?.name === b?.name}
        onChange={(choices) => void change(choices)}
        onClose={() => setQuery('')}
        disabled={sync.isPending || create.isPending}
      >
        <ComboboxInput
          className="tags-bar-input"
          aria-label={t('ticketView.tags.label')}
          placeholder={t('ticketView.tags.placeholder')}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          data-testid="tags-input"
        />
        <ComboboxOptions
          anchor="bottom start"
          // The list stays open while several tags are picked; the conversation must stay usable meanwhile.
          modal={false}
          className="listbox-options tags-bar-options"
          data-testid="tags-options"
        >
          {options.map((tag) => (
            <ComboboxOption key={tag.id} value={tag} className="listbox-option" data-testid={`tag-option-${tag.id}`}>
              <span className="color-dot" style={{ background: tag.color }} aria-hidden="true" />
              <span className="listbox-option-label">{tag.name}</span>
              <Icon name="check" size={16} className="listbox-check" />
            </ComboboxOption>
          ))}
          {creatable && (
            <ComboboxOption value={{ id: null, name: creatable }} className="listbox-option" data-testid="create-tag">
              <Icon name="plus" size={16} />
              <span className="listbox-option-label">{t('ticketView.tags.create', { name: creatable })}</span>
            </ComboboxOption>
          )}
        </ComboboxOptions>
      </Combobox>
    </div>
  );
}
