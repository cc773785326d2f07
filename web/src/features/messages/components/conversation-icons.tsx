import { Icon, type IconName } from '../../../components/ui/icons';

/**
 * The conversation's glyphs live in the shared icon set; this wrapper only keeps the composer's 18px default
 * until message-input and recording-bar (being reworked elsewhere) import Icon directly.
 */
export function ConversationIcon({ name, size = 18 }: { name: IconName; size?: number }) {
  return <Icon name={name} size={size} />;
}
