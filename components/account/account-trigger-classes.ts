/**
 * The header's account button, signed in or out: the look of the header's other buttons,
 * transparent header included. Its own module so the lazily loaded menu need not import the
 * slot that loads it (an import cycle).
 */
export const accountTriggerClasses =
  'inline-flex min-h-tap min-w-tap items-center justify-center gap-1.5 rounded-control px-2 text-sm font-semibold transition-colors ' +
  'hover:bg-foreground/5 data-[state=open]:bg-foreground/5 ' +
  'group-data-[transparent=true]/header:hover:bg-white/10 group-data-[transparent=true]/header:data-[state=open]:bg-white/10';
