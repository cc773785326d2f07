import { useState, type FormEvent } from 'react';
import { ApiError } from '../lib/api-error';
import { shownErrors, withoutChanged, type Checked, type FieldErrors } from '../lib/form';
import { toast } from '../lib/toast';

interface SaveFormOptions<Values, Payload, Saved> {
  initialValues: Values;
  /** The shared schema's verdict on the values: the payload to send, or the field errors. */
  check: (values: Values) => Checked<Payload>;
  /** The save request of a checked payload. */
  send: (payload: Payload) => Promise<Saved>;
  savedMessage: string;
  onSaved: (saved: Saved) => void;
  /** A save stopped by these errors (the schema's or the server's), e.g. to show the tab that holds them. */
  onInvalid?: (errors: FieldErrors) => void;
}

/**
 * The life of an add/edit form: values, field errors from the shared schema or from the server's
 * ERR_VALIDATION answer, the success toast, and the saved record handed back. After a first try the schema
 * checks every change, so a corrected field loses its message at once; a server message goes when its field
 * is edited (docs/decisions/027).
 */
export function useSaveForm<Values, Payload, Saved>({
  initialValues,
  check,
  send,
  savedMessage,
  onSaved,
  onInvalid,
}: SaveFormOptions<Values, Payload, Saved>) {
  const [values, setValues] = useState(initialValues);
  const [attempted, setAttempted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const checked = check(values);

  const change = (changes: Partial<Values>) => {
    setValues((current) => ({ ...current, ...changes }));
    setServerErrors((current) => withoutChanged(current, Object.keys(changes)));
  };

  const save = async () => {
    setAttempted(true);
    if (!checked.ok) return onInvalid?.(checked.errors);
    setServerErrors({});
    try {
      const saved = await send(checked.payload);
      toast.success(savedMessage);
      onSaved(saved);
    } catch (error) {
      if (!(error instanceof ApiError)) return;
      const refused = error.fieldErrors();
      setServerErrors(refused);
      if (Object.keys(refused).length > 0) onInvalid?.(refused);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void save();
  };

  return { values, errors: shownErrors(attempted, checked, serverErrors), change, onSubmit };
}

interface Mutation<Input, Saved> {
  mutateAsync: (input: Input) => Promise<Saved>;
  isPending: boolean;
}

interface RecordFormOptions<Values, Payload, Saved> extends Omit<SaveFormOptions<Values, Payload, Saved>, 'send'> {
  /** The record being edited; absent when adding one. */
  id?: string;
  create: Mutation<Payload, Saved>;
  update: Mutation<{ id: string; input: Payload }, Saved>;
}

/** An add/edit form of one record whose create and update take the same checked payload. */
export function useRecordForm<Values, Payload, Saved>({
  id,
  create,
  update,
  ...options
}: RecordFormOptions<Values, Payload, Saved>) {
  const form = useSaveForm<Values, Payload, Saved>({
    ...options,
    send: (payload) => (id ? update.mutateAsync({ id, input: payload }) : create.mutateAsync(payload)),
  });
  return { ...form, saving: create.isPending || update.isPending };
}
