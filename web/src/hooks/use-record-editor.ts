import { useState } from 'react';
import { useDeleteConfirmation } from './use-delete-confirmation';

/**
 * A form over a table of records (Settings › Planos, Ajuda): the record a row loaded into the form (null while
 * adding one), the key that starts the form over (its values, its errors) whenever another record or none is
 * loaded, and the delete confirmation, which empties the form once the record is gone.
 */
export function useRecordEditor<T>(remove: (record: T) => Promise<unknown>, deletedMessage: string) {
  const [editing, setEditing] = useState<T | null>(null);
  const [formKey, setFormKey] = useState(0);
  const load = (record: T | null) => {
    setEditing(record);
    setFormKey((key) => key + 1);
  };
  const deletion = useDeleteConfirmation(async (record: T) => {
    await remove(record);
    load(null);
  }, deletedMessage);
  return { editing, formKey, load, deletion };
}
