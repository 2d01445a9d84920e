import type { SVGProps } from 'react';

/**
 * A chat bubble with a handset: reads as "WhatsApp" without copying the trademark drawing. Drawn
 * for this project, decorative; apart from brand-icons.tsx so the cart page loads no other mark.
 */
export function WhatsAppIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden
      focusable={false}
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinejoin="round"
      {...props}
    >
      <path d="M12 3a9 9 0 0 0-7.8 13.5L3 21l4.6-1.2A9 9 0 1 0 12 3Z" />
      <path
        fill="currentColor"
        stroke="none"
        d="M9.2 7.6c.2 0 .4 0 .5.4l.7 1.6c.1.2 0 .4-.1.6l-.5.6c-.1.1-.2.3 0 .5.6 1 1.5 1.9 2.6 2.5.2.1.4.1.5 0l.6-.7c.2-.2.4-.2.6-.1l1.6.7c.2.1.3.3.3.5 0 .8-.6 1.7-1.5 1.8-.6.1-1.4.1-3-.7a9 9 0 0 1-3.6-3.6c-.8-1.5-.7-2.4-.5-3 .3-.7.8-1.1 1.2-1.1Z"
      />
    </svg>
  );
}
