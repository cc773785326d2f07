import { useState, type FormEvent } from 'react';
import { ApiError } from '../lib/api-error';
import type { FieldErrors } from '../lib/form';
import { toast } from '../lib/toast';

interface SaveFormOptions<Values, Saved> {
  initialValues: Values;
  /** The save request, or the field errors that stop it before anything is sent. */
  request: (values: Values) => Promise<Saved> | FieldErrors;
  savedMessage: string;
  onSaved: (saved: Saved) => void;
}

/**
 * The life of an add/edit form: values, field errors from the shared schema or from the server's
 * ERR_VALIDATION answer, the success toast, and the saved record handed back.
 */
export function useSaveForm<Values, Saved>({
  initialValues,
  request,
  savedMessage,
  onSaved,
}: SaveFormOptions<Values, Saved>) {
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<FieldErrors>({});

  const change = (changes: Partial<Values>) => setValues((current) => ({ ...current, ...changes }));

  const save = async () => {
    const pending = request(values);
    if (!(pending instanceof Promise)) return setErrors(pending);
    setErrors({});
    try {
      const saved = await pending;
      toast.success(savedMessage);
      onSaved(saved);
    } catch (error) {
      if (error instanceof ApiError) setErrors(error.fieldErrors());
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void save();
  };

  return { values, errors, change, onSubmit };
}

type Checked<Payload> = { ok: true; payload: Payload } | { ok: false; errors: FieldErrors };

interface Mutation<Input, Saved> {
  mutateAsync: (input: Input) => Promise<Saved>;
  isPending: boolean;
}

interface RecordFormOptions<Values, Payload, Saved> extends Omit<SaveFormOptions<Values, Saved>, 'request'> {
  /** The record being edited; absent when adding one. */
  id?: string;
  /** The shared schema's verdict on the values: the payload to send, or the field errors. */
  check: (values: Values) => Checked<Payload>;
  create: Mutation<Payload, Saved>;
  update: Mutation<{ id: string; input: Payload }, Saved>;
}

/** An add/edit form of one record whose create and update take the same checked payload. */
export function useRecordForm<Values, Payload, Saved>({
  id,
  check,
  create,
  update,
  ...options
}: RecordFormOptions<Values, Payload, Saved>) {
  const form = useSaveForm<Values, Saved>({
    ...options,
    request: (values) => {
      const checked = check(values);
      if (!checked.ok) return checked.errors;
      return id ? update.mutateAsync({ id, input: checked.payload }) : create.mutateAsync(checked.payload);
    },
  });
  return { ...form, saving: create.isPending || update.isPending };
}
