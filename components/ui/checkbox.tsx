import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { cn } from './cn';

export type CheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  /** Visible label; the whole row is the tap target. */
  label: ReactNode;
  ref?: Ref<HTMLInputElement>;
};

/** Native checkbox (works with forms and react-hook-form) with a 44 px tall clickable row. */
export function Checkbox({ label, className, disabled, ...props }: CheckboxProps) {
  return (
    <label
      className={cn(
        'inline-flex min-h-tap items-center gap-3 text-base text-foreground',
        disabled ? 'cursor-not-allowed opacity-60' : 'cursor-pointer',
        className,
      )}
    >
      <input
        type="checkbox"
        disabled={disabled}
        className="size-5 shrink-0 cursor-[inherit] rounded border-input accent-primary"
        {...props}
      />
      <span>{label}</span>
    </label>
  );
}
