import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldFrame, TextAreaField, TextField } from '../../../components/ui/field';
import { shownErrors } from '../../../lib/form';
import { toast } from '../../../lib/toast';
import { sendTest } from '../send-test';
import { checkTestForm, emptyTestForm, type TestFormValues } from '../test-forms';
import { MESSAGES_API_NS } from '../texts';

/** A test form of the page (spec 3 §2): text (token, number, body) or media (token, number, file, caption). */
export function TestForm({ mode }: { mode: 'text' | 'media' }) {
  const { t } = useTranslation(MESSAGES_API_NS);
  const [values, setValues] = useState<TestFormValues>(emptyTestForm);
  const [attempted, setAttempted] = useState(false);
  const [busy, setBusy] = useState(false);
  // A new file input after a success: its chosen file cannot be cleared through `value`.
  const [fileKey, setFileKey] = useState(0);
  const checked = checkTestForm(mode, values);
  const errors = shownErrors(attempted, checked, {});
  const change = (changes: Partial<TestFormValues>) => setValues((current) => ({ ...current, ...changes }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    if (!checked.ok) return;
    setBusy(true);
    try {
      await sendTest(checked.payload);
      toast.success(t('sent'));
      setValues((current) => ({ ...emptyTestForm, token: current.token }));
      setAttempted(false);
      setFileKey((key) => key + 1);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  const id = `messages-api-${mode}`;
  return (
    <form className="card messages-api-card" onSubmit={(event) => void submit(event)} noValidate data-testid={id}>
      <h2 className="messages-api-heading">{mode === 'text' ? t('testTextTitle') : t('testMediaTitle')}</h2>
      <TextField
        label={t('token')}
        name="token"
        autoComplete="off"
        value={values.token}
        error={errors.token}
        onChange={(event) => change({ token: event.target.value })}
      />
      <TextField
        label={t('number')}
        name="number"
        inputMode="numeric"
        placeholder="5511999998888"
        value={values.number}
        error={errors.number}
        hint={t('numberHint')}
        onChange={(event) => change({ number: event.target.value })}
      />
      {mode === 'text' ? (
        <TextAreaField
          label={t('body')}
          name="body"
          rows={4}
          value={values.body}
          error={errors.body}
          onChange={(event) => change({ body: event.target.value })}
        />
      ) : (
        <>
          <TextField
            label={t('caption')}
            name="body"
            value={values.body}
            error={errors.body}
            onChange={(event) => change({ body: event.target.value })}
          />
          <FieldFrame label={t('file')} error={errors.file}>
            {({ inputId, describedBy }) => (
              <input
                key={fileKey}
                id={inputId}
                name="file"
                type="file"
                className="input"
                aria-invalid={Boolean(errors.file)}
                aria-describedby={describedBy}
                onChange={(event) => change({ file: event.target.files?.[0] ?? null })}
              />
            )}
          </FieldFrame>
        </>
      )}
      <div className="messages-api-actions">
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {t('send')}
        </button>
      </div>
    </form>
  );
}
