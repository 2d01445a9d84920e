import type { Ref, SelectHTMLAttributes } from 'react';
import { cn } from './cn';
import { ShellIcon } from './shell-icon';
import { controlClasses } from './input';

export type SelectProps = SelectHTMLAttributes<HTMLSelectElement> & { ref?: Ref<HTMLSelectElement> };

/** Native <select> (best on phones: the OS picker), styled like the other controls. */
export function Select({ className, children, ...props }: SelectProps) {
  return (
    <div className={cn('relative', className)}>
      <select className={cn(controlClasses, 'appearance-none pe-10')} {...props}>
        {children}
      </select>
      <ShellIcon name="chevronDown" className="pointer-events-none absolute end-3 top-1/2 size-5 -translate-y-1/2 text-muted-foreground" />
    </div>
  );
}
