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
