import type { InputHTMLAttributes, Ref } from 'react';
import { cn } from './cn';

/** Shared look of text-like controls; aria-invalid turns the border red. */
export const controlClasses =
  'block w-full min-h-tap rounded-control border border-input bg-surface px-3 py-2 text-base text-foreground ' +
  'placeholder:text-muted-foreground transition-colors ' +
  'hover:border-foreground focus-visible:border-primary ' +
  'disabled:cursor-not-allowed disabled:bg-surface-muted disabled:opacity-70 ' +
  'aria-invalid:border-danger aria-invalid:focus-visible:outline-danger';

export type InputProps = InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };

// text-base (16 px) keeps iOS Safari from zooming into the field on focus.
export function Input({ className, type = 'text', ...props }: InputProps) {
  return <input type={type} className={cn(controlClasses, className)} {...props} />;
}
