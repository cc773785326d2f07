import type { QuickMessageAnswer as QuickMessage } from '@domain/quick-messages/schema';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icons';
import { quickMessageLabel } from '../message-input-logic';

interface QuickMessageSuggestionsProps {
  id: string;
  items: QuickMessage[];
  activeIndex: number;
  onPick: (quickMessage: QuickMessage) => void;
}

export function QuickMessageSuggestions({ id, items, activeIndex, onPick }: QuickMessageSuggestionsProps) {
  const { t } = useTranslation();
  if (items.length === 0) return null;
  return (
    <ul
      id={id}
      className="quick-suggestions"
      role="listbox"
      aria-label={t('conversation.input.quickMessages')}
      data-testid="quick-messages"
    >
      {items.map((quickMessage, index) => (
        <li
          key={quickMessage.id}
          id={`${id}-${index}`}
          role="option"
          aria-selected={index === activeIndex}
          className={`quick-suggestion${index === activeIndex ? ' active' : ''}`}
          // Keeps the focus in the text box, so typing goes on after a pick.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onPick(quickMessage)}
          title={quickMessage.message}
          data-testid={`quick-message-${quickMessage.shortcode}`}
        >
          {quickMessageLabel(quickMessage)}
          {/* Its attachment joins the tray when picked. */}
          {quickMessage.mediaName && <Icon name="paperclip" size={14} />}
        </li>
      ))}
    </ul>
  );
}
