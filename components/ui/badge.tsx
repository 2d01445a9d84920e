import type { HTMLAttributes } from 'react';
import { cn } from './cn';

export type BadgeVariant = 'neutral' | 'primary' | 'success' | 'warning' | 'danger' | 'info';

const variants: Record<BadgeVariant, string> = {
  neutral: 'bg-surface-muted text-foreground',
  primary: 'bg-primary text-primary-foreground',
  success: 'bg-success-soft text-success ring-1 ring-inset ring-success/30',
  warning: 'bg-warning-soft text-warning ring-1 ring-inset ring-warning/30',
  danger: 'bg-danger-soft text-danger ring-1 ring-inset ring-danger/30',
  info: 'bg-info-soft text-info ring-1 ring-inset ring-info/30',
};

export type BadgeProps = HTMLAttributes<HTMLSpanElement> & { variant?: BadgeVariant };

export function Badge({ variant = 'neutral', className, ...props }: BadgeProps) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        variants[variant],
        className,
      )}
      {...props}
    />
  );
}
