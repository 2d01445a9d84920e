import type { SVGProps } from 'react';
import { IconSvg } from './shell-icon';

/*
 * The icons that client components of single store pages draw (home slideshow and carousel,
 * contact form, store filters): only those pages carry these paths (./shell-icon.tsx).
 */
export const pageIconPaths = {
  x: 'M18 6 6 18M6 6l12 12',
  chevronLeft: 'm15 18-6-6 6-6',
  chevronRight: 'm9 18 6-6-6-6',
  pause:
    'M15 3h3a1 1 0 0 1 1 1v16a1 1 0 0 1-1 1h-3a1 1 0 0 1-1-1v-16a1 1 0 0 1 1-1zM6 3h3a1 1 0 0 1 1 1v16a1 1 0 0 1-1 1h-3a1 1 0 0 1-1-1v-16a1 1 0 0 1 1-1z',
  play: 'M5 5a2 2 0 0 1 3.008-1.728l11.997 6.998a2 2 0 0 1 .003 3.458l-12 7A2 2 0 0 1 5 19z',
  circleAlert: 'M22 12a10 10 0 1 1-20 0 10 10 0 0 1 20 0M12 8v4M12 16h.01',
  circleCheck: 'M22 12a10 10 0 1 1-20 0 10 10 0 0 1 20 0M16 9l-5.5 5.5L8 12',
} as const;

export type PageIconName = keyof typeof pageIconPaths;

/** One of these icons (aria-hidden, 24×24, stroked), for client components. */
export function PageIcon({ name, ...props }: { name: PageIconName } & SVGProps<SVGSVGElement>) {
  return <IconSvg d={pageIconPaths[name]} {...props} />;
}
