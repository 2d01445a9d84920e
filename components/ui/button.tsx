import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { cn } from './cn';
import { Spinner } from './spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon';

const base =
  'inline-flex select-none items-center justify-center gap-2 whitespace-nowrap rounded-control font-semibold ' +
  'transition-colors disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60 ' +
  '[&_svg]:shrink-0';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-primary text-primary-foreground shadow-card hover:bg-primary-hover active:bg-primary-active',
  secondary: 'bg-primary-muted text-primary-active hover:bg-primary-soft hover:ring-1 hover:ring-primary',
  outline: 'border border-input bg-surface text-foreground hover:bg-surface-muted',
  ghost: 'bg-transparent text-current hover:bg-foreground/5',
  danger: 'bg-danger text-white shadow-card hover:bg-danger-hover',
};

// Every size keeps the 44 px minimum tap target (sm is only shorter in its padding).
const sizes: Record<ButtonSize, string> = {
  sm: 'min-h-tap px-3 text-sm',
  md: 'min-h-tap px-4 text-base',
  lg: 'min-h-12 px-6 text-lg',
  icon: 'size-tap p-0',
};

export function buttonClasses({
  variant = 'primary',
  size = 'md',
  className,
}: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {}): string {
  return cn(base, variants[variant], sizes[size], className);
}

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner, disables the button and, when given, replaces the text with `busyLabel`. */
  loading?: boolean;
  busyLabel?: ReactNode;
  ref?: React.Ref<HTMLButtonElement>;
};

export function Button({
  variant,
  size,
  loading = false,
  busyLabel,
  className,
  children,
  disabled,
  type,
  ...props
}: ButtonProps) {
  return (
    <button
      type={type ?? 'button'}
      className={buttonClasses({ variant, size, className })}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...props}
    >
      {loading ? <Spinner /> : null}
      {loading && busyLabel ? busyLabel : children}
    </button>
  );
}
