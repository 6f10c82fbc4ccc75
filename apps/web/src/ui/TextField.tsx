import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: ReactNode;
  error?: ReactNode;
  hint?: ReactNode;
  testId?: string;
}

/** A labelled input with its validation message wired to aria-describedby. */
export function TextField({ label, error, hint, testId, className, ...input }: TextFieldProps) {
  const id = useId();
  const messageId = `${id}-message`;
  return (
    <div className={`field ${error ? 'field--invalid' : ''} ${className ?? ''}`}>
      <label className="field__label" htmlFor={id}>{label}</label>
      <input
        {...input}
        id={id}
        className="field__input"
        data-testid={testId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error || hint ? messageId : undefined}
      />
      {error ? (
        <p className="field__error" id={messageId} role="alert">{error}</p>
      ) : hint ? (
        <p className="field__hint" id={messageId}>{hint}</p>
      ) : null}
    </div>
  );
}
