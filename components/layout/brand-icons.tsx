import type { SVGProps } from 'react';

/**
 * Simplified brand marks (lucide dropped brand icons). Drawn for this project; decorative:
 * the link or button around them carries the accessible name.
 */
type IconProps = SVGProps<SVGSVGElement>;

const base = { viewBox: '0 0 24 24', 'aria-hidden': true, focusable: false } as const;

export function FacebookIcon(props: IconProps) {
  return (
    <svg {...base} fill="currentColor" {...props}>
      <path d="M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.6-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.9 1.4-3.9 4v2.2H8v3h2.5V21h3Z" />
    </svg>
  );
}

export function InstagramIcon(props: IconProps) {
  return (
    <svg {...base} fill="none" stroke="currentColor" strokeWidth={2} {...props}>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.3" cy="6.7" r="0.6" fill="currentColor" />
    </svg>
  );
}

export function TikTokIcon(props: IconProps) {
  return (
    <svg {...base} fill="currentColor" {...props}>
      <path d="M16.2 3h-3v11.7a2.6 2.6 0 1 1-2.6-2.6c.3 0 .5 0 .8.1V9.1a5.7 5.7 0 1 0 4.8 5.6V8.9a7 7 0 0 0 4 1.3V7.1a4 4 0 0 1-4-4.1Z" />
    </svg>
  );
}

export const socialIcons = { facebook: FacebookIcon, instagram: InstagramIcon, tiktok: TikTokIcon } as const;
export type SocialNetwork = keyof typeof socialIcons;
export const socialNames: Record<SocialNetwork, string> = { facebook: 'Facebook', instagram: 'Instagram', tiktok: 'TikTok' };
