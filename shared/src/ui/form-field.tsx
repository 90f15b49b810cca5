import type { CSSProperties, ReactNode } from 'react';
import { palette } from './palette';

interface FormFieldProps {
  label: ReactNode;
  /** The id of the control, so the label and the error are tied to it. */
  htmlFor: string;
  error?: string;
  help?: ReactNode;
  required?: boolean;
  children: ReactNode;
  style?: CSSProperties;
}

/**
 * A labelled form control with its error below (antd's vertical form look). Form state lives in
 * react-final-form, so antd's Form machinery is not needed to lay a field out.
 */
export function FormField({ label, htmlFor, error, help, required, children, style }: FormFieldProps) {
  const messageId = `${htmlFor}-message`;
  return (
    <div className={error ? 'portal-field portal-field-error' : 'portal-field'} style={{ marginBottom: 16, ...style }}>
      <label htmlFor={htmlFor} style={{ display: 'block', marginBottom: 6, fontSize: 14, color: palette.text }}>
        {label}
        {required && <span aria-hidden style={{ color: palette.danger, marginLeft: 4 }}>*</span>}
      </label>
      <div aria-describedby={error || help ? messageId : undefined}>{children}</div>
      {(error || help) && (
        <div id={messageId} role={error ? 'alert' : undefined} style={{ marginTop: 4, fontSize: 13, color: error ? palette.danger : palette.textSecondary }}>
          {error ?? help}
        </div>
      )}
    </div>
  );
}
