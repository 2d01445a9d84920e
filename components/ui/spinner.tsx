import { cn } from './cn';

type SpinnerProps = {
  className?: string;
  /** Text for assistive technology; omit when a nearby text already says what is loading. */
  label?: string;
};

/** An indeterminate progress ring that inherits the current text colour. */
export function Spinner({ className, label }: SpinnerProps) {
  return (
    <span role={label ? 'status' : undefined} className={cn('inline-flex items-center', className)}>
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        fill="none"
        className="size-[1.15em] animate-spin motion-reduce:animate-[spin_1.5s_linear_infinite]"
      >
        <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
        <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
      {label ? <span className="sr-only">{label}</span> : null}
    </span>
  );
}
