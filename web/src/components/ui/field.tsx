import { useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';

interface FieldFrameProps {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  children: (ids: { inputId: string; describedBy: string | undefined }) => ReactNode;
}

/** Label, control and message, wired for screen readers (the message is the control's description). */
export function FieldFrame({ label, error, hint, children }: FieldFrameProps) {
  const inputId = useId();
  const messageId = `${inputId}-message`;
  const message = error ?? hint;
  return (
    <div className={`field${error ? ' field-invalid' : ''}`}>
      <label className="field-label" htmlFor={inputId}>
        {label}
      </label>
      {children({ inputId, describedBy: message ? messageId : undefined })}
      {message && (
        <p id={messageId} className={error ? 'field-error' : 'field-hint'}>
          {message}
        </p>
      )}
    </div>
  );
}

type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & { label: ReactNode; error?: string; hint?: ReactNode };

export function TextField({ label, error, hint, ...input }: TextFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint}>
      {({ inputId, describedBy }) => (
        <input id={inputId} className="input" aria-invalid={Boolean(error)} aria-describedby={describedBy} {...input} />
      )}
    </FieldFrame>
  );
}

type TextAreaFieldProps = TextareaHTMLAttributes<HTMLTextAreaElement> & { label: ReactNode; error?: string };

export function TextAreaField({ label, error, ...textarea }: TextAreaFieldProps) {
  return (
    <FieldFrame label={label} error={error}>
      {({ inputId, describedBy }) => (
        <textarea
          id={inputId}
          className="input textarea"
          aria-invalid={Boolean(error)}
          aria-describedby={describedBy}
          {...textarea}
        />
      )}
    </FieldFrame>
  );
}
