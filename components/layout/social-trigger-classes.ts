import { cn } from '@/components/ui/cn';

/**
 * The header's social button, before and after the menu's code has loaded. Its own module so the
 * lazily loaded menu need not import the button that loads it (an import cycle).
 */
export function socialTriggerClasses(className?: string) {
  return cn(
    'inline-flex size-tap items-center justify-center rounded-control transition-colors hover:bg-foreground/5 data-[state=open]:bg-foreground/5',
    'group-data-[transparent=true]/header:hover:bg-white/10 group-data-[transparent=true]/header:data-[state=open]:bg-white/10',
    className,
  );
}
