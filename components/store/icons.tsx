import type { SVGProps } from 'react';

/*
 * The store page's few icons as plain SVG (Lucide's drawings, ISC). lucide-react's icons are
 * client components: rendered by a server component, each one sends its drawing again as props
 * in the flight data and is hydrated. These are markup only; each is one <path>.
 */
const paths = {
  search: 'm21 21-4.34-4.34M19 11a8 8 0 1 1-16 0 8 8 0 0 1 16 0',
  x: 'M18 6 6 18M6 6l12 12',
  chevronLeft: 'm15 18-6-6 6-6',
  chevronRight: 'm9 18 6-6-6-6',
  sliders: 'M10 5H3M12 19H3M14 3v4M16 17v4M21 12h-9M21 19h-5M21 5h-7M8 10v4M8 12H3',
  package:
    'M11 21.73a2 2 0 0 0 2 0l7-4A2 2 0 0 0 21 16V8a2 2 0 0 0-1-1.73l-7-4a2 2 0 0 0-2 0l-7 4A2 2 0 0 0 3 8v8a2 2 0 0 0 1 1.73zM12 22V12M3.29 7 12 12l8.71-5M7.5 4.27l9 5.15',
} as const;

export type StoreIconName = keyof typeof paths;

/** A decorative 24×24 stroke icon (aria-hidden); size it with a class such as `size-5`. */
export function StoreIcon({ name, ...props }: { name: StoreIconName } & SVGProps<SVGSVGElement>) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      {...props}
    >
      <path d={paths[name]} />
    </svg>
  );
}
