import { useState, type InputHTMLAttributes, type ReactNode, type Ref, type TextareaHTMLAttributes } from 'react';
import { EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';
import { PortalStyle } from './portal-style';
import { controlHeight, palette } from './palette';

type Status = 'error' | 'warning';

export interface InputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size' | 'prefix'> {
  /** Draws the field in the error (or warning) colour; the message itself comes from FormField. */
  status?: Status;
  /** Shown inside the field, before and after the text (a currency sign, a unit). */
  prefix?: ReactNode;
  suffix?: ReactNode;
}

export interface TextAreaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  status?: Status;
  /** The field itself (a composer that grows with its text measures it). */
  ref?: Ref<HTMLTextAreaElement>;
}

// The show-password button is a finger's 44 px square; its negative margins keep the field at its 40 px.
const CSS = `
.portal-input{box-sizing:border-box;width:100%;min-height:40px;padding:6px 11px;margin:0;font:inherit;font-size:16px;line-height:1.5;color:${palette.text};background:${palette.surface};border:1px solid ${palette.border};border-radius:10px;transition:border-color .2s,box-shadow .2s}
.portal-input::placeholder{color:rgba(0,0,0,.35)}
.portal-input:hover{border-color:${palette.brandHover}}
.portal-input:focus,.portal-input-affix:focus-within{border-color:${palette.brand};box-shadow:0 0 0 2px ${palette.fieldFocus};outline:0}
.portal-input-error,.portal-input-error:hover{border-color:${palette.danger}}
.portal-input-error:focus,.portal-input-error:focus-within{border-color:${palette.danger};box-shadow:0 0 0 2px rgba(210,70,60,.15)}
.portal-input-warning,.portal-input-warning:hover{border-color:${palette.warning}}
.portal-input:disabled,.portal-input-disabled{color:rgba(0,0,0,.45);background:rgba(0,0,0,.04);cursor:not-allowed}
.portal-input:disabled:hover{border-color:${palette.border}}
.portal-input[readonly]{background:${palette.readOnlyBackground}}
.portal-input-affix{display:flex;align-items:center;gap:6px;padding-top:0;padding-bottom:0}
.portal-input-affix>input{flex:1;min-width:0;height:38px;padding:0;border:0;outline:0;background:transparent;font:inherit;color:inherit}
.portal-input-affix>.portal-input-addon{display:inline-flex;color:${palette.textSecondary}}
.portal-input-toggle{display:inline-flex;align-items:center;justify-content:center;box-sizing:border-box;min-width:${controlHeight.touch}px;min-height:${controlHeight.touch}px;padding:0;margin:-3px -11px -3px 0;border:0;background:none;color:rgba(0,0,0,.45);cursor:pointer;font-size:16px;border-radius:10px}
.portal-input-toggle:hover{color:rgba(0,0,0,.75)}
.portal-input-toggle:focus-visible{outline:2px solid ${palette.focusRing}}
textarea.portal-input{display:block;resize:vertical;min-height:80px}
`;

const fieldClass = (status: Status | undefined, ...extra: (string | false | undefined)[]) =>
  ['portal-input', status && `portal-input-${status}`, ...extra].filter(Boolean).join(' ');

function Affixed({ status, disabled, className, before, after, children }: { status?: Status; disabled?: boolean; className?: string; before?: ReactNode; after?: ReactNode; children: ReactNode }) {
  return (
    <span className={fieldClass(status, 'portal-input-affix', disabled && 'portal-input-disabled', className)}>
      {before && <span className="portal-input-addon">{before}</span>}
      {children}
      {after}
    </span>
  );
}

/** A text field with antd's look; 16 px text so phones do not zoom in when it gets focus. */
function InputField({ status, prefix, suffix, className, ...rest }: InputProps) {
  if (!prefix && !suffix) {
    return (
      <>
        <PortalStyle name="input" css={CSS} />
        <input {...rest} className={fieldClass(status, className)} />
      </>
    );
  }
  return (
    <>
      <PortalStyle name="input" css={CSS} />
      <Affixed status={status} disabled={rest.disabled} className={className} before={prefix} after={suffix && <span className="portal-input-addon">{suffix}</span>}>
        <input {...rest} />
      </Affixed>
    </>
  );
}

/** A password field with a button that shows or hides what was typed. */
function PasswordField({ status, className, prefix, suffix: _suffix, ...rest }: InputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <>
      <PortalStyle name="input" css={CSS} />
      <Affixed
        status={status}
        disabled={rest.disabled}
        className={className}
        before={prefix}
        after={
          <button
            type="button"
            className="portal-input-toggle"
            aria-label={visible ? 'Ocultar senha' : 'Mostrar senha'}
            aria-pressed={visible}
            disabled={rest.disabled}
            onClick={() => setVisible((shown) => !shown)}
          >
            {visible ? <EyeOutlined /> : <EyeInvisibleOutlined />}
          </button>
        }
      >
        <input {...rest} type={visible ? 'text' : 'password'} />
      </Affixed>
    </>
  );
}

function TextArea({ status, className, rows = 4, ...rest }: TextAreaProps) {
  return (
    <>
      <PortalStyle name="input" css={CSS} />
      <textarea {...rest} rows={rows} className={fieldClass(status, className)} />
    </>
  );
}

/** Text, password and multi-line fields (antd's Input, Input.Password and Input.TextArea, natively). */
export const Input = Object.assign(InputField, { Password: PasswordField, TextArea });
