import { cloneElement, type ReactElement, type ReactNode, useId } from 'react';
import { isEncodedMessage } from '@/lib/i18n/validation-message';
import { cn } from './cn';
import { FieldMessage } from './field-message';
import { Label } from './label';

/** What Field hands its control; a value the control sets itself wins (as with Radix's Slot). */
type ControlProps = {
  id?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
  'aria-required'?: boolean | 'true' | 'false';
};

export type FieldProps = {
  label: ReactNode;
  /** The one form control (Input, Textarea, Select…); it receives id and ARIA wiring. */
  children: ReactElement<ControlProps>;
  /**
   * Validation message. Present means invalid: aria-invalid is set and the text is announced. A
   * schema's message (a catalogue reference) is said in the page's language.
   */
  error?: ReactNode;
  hint?: ReactNode;
  required?: boolean;
  /** Use an existing id for the control instead of a generated one. */
  id?: string;
  className?: string;
};

/** Label + control + hint + error, wired with htmlFor, aria-describedby and aria-invalid. */
export function Field({ label, children, error, hint, required, id, className }: FieldProps) {
  const generated = useId();
  const controlId = id ?? `field-${generated}`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;

  return (
    <div className={cn('space-y-1.5', className)}>
      <Label htmlFor={controlId} required={required}>
        {label}
      </Label>
      {cloneElement(children, {
        id: children.props.id ?? controlId,
        'aria-describedby': children.props['aria-describedby'] ?? describedBy,
        'aria-invalid': children.props['aria-invalid'] ?? (error ? true : undefined),
        'aria-required': children.props['aria-required'] ?? (required || undefined),
      })}
      {hint ? (
        <p id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-danger">
          {isEncodedMessage(error) ? <FieldMessage text={error} /> : error}
        </p>
      ) : null}
    </div>
  );
}
