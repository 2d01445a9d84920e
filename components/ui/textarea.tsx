import type { Ref, TextareaHTMLAttributes } from 'react';
import { cn } from './cn';
import { controlClasses } from './input';

export type TextareaProps = TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: Ref<HTMLTextAreaElement> };

export function Textarea({ className, rows = 4, ...props }: TextareaProps) {
  return <textarea rows={rows} className={cn(controlClasses, 'min-h-24 resize-y', className)} {...props} />;
}
