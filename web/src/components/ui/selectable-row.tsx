import type { ReactNode } from 'react';

interface SelectableRowProps {
  selected: boolean;
  onSelect: () => void;
  children: ReactNode;
}

/**
 * A table row that loads its record into the form above (Settings' Planos and Ajuda tabs): by click or by Enter,
 * marked while its record is the one being edited (`.row-selectable`, `.row-selected`).
 */
export function SelectableRow({ selected, onSelect, children }: SelectableRowProps) {
  return (
    <tr
      className={`row-selectable${selected ? ' row-selected' : ''}`}
      tabIndex={0}
      aria-selected={selected}
      onClick={onSelect}
      onKeyDown={(event) => event.key === 'Enter' && onSelect()}
    >
      {children}
    </tr>
  );
}
