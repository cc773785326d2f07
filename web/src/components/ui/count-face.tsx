import { Icon, type IconName } from './icons';

/** A top-bar button's face: its glyph and, when there is any, the count on a badge. */
export function CountFace({ icon, count, testId }: { icon: IconName; count: number; testId: string }) {
  return (
    <>
      <Icon name={icon} size={18} />
      {count > 0 && (
        <span className="bell-count" data-testid={testId}>
          {count}
        </span>
      )}
    </>
  );
}
