import type { SVGProps } from 'react';

/*
 * The icons that client components on every storefront route draw (header, cart, product
 * options, <select>): only these paths go into the shared JavaScript. The rest of the set is in
 * ./icon.tsx, which server components use freely (their markup costs no JavaScript).
 */
export const shellIconPaths = {
  search: 'm21 21-4.34-4.34M19 11a8 8 0 1 1-16 0 8 8 0 0 1 16 0',
  menu: 'M4 5h16M4 12h16M4 19h16',
  share:
    'M21 5a3 3 0 1 1-6 0 3 3 0 0 1 6 0M9 12a3 3 0 1 1-6 0 3 3 0 0 1 6 0M21 19a3 3 0 1 1-6 0 3 3 0 0 1 6 0M8.59 13.51L15.42 17.49M15.41 6.51L8.59 10.49',
  user: 'M17 8a5 5 0 1 1-10 0 5 5 0 0 1 10 0M20 21a8 8 0 0 0-16 0',
  cart: 'm2.05 2.05 1.099-.028a1 1 0 0 1 1.008.815l2.69 14.347A1 1 0 0 0 7.83 18H18M4.563 5h16.435a1 1 0 0 1 .981 1.204l-1.026 6.226A2 2 0 0 1 18.962 14H6.25M20 20a2 2 0 1 1-4 0 2 2 0 0 1 4 0M10 20a2 2 0 1 1-4 0 2 2 0 0 1 4 0',
  // Select's arrow (lucide-react's would bring its runtime to every page with a <select>).
  chevronDown: 'm6 9 6 6 6-6',
  package:
    'M11 21.73a2 2 0 0 0 2 0l7-4A2 2 0 0 0 21 16V8a2 2 0 0 0-1-1.73l-7-4a2 2 0 0 0-2 0l-7 4A2 2 0 0 0 3 8v8a2 2 0 0 0 1 1.73zM12 22V12M3.29 7 12 12l8.71-5M7.5 4.27l9 5.15',
  minus: 'M5 12h14',
  plus: 'M5 12h14M12 5v14',
  trash: 'M10 11v6M14 11v6M19 6v14a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V6M3 6h18M8 6V4a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2',
  lockKeyhole:
    'M13 16a1 1 0 1 1-2 0 1 1 0 0 1 2 0M5 10h14a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2h-14a2 2 0 0 1-2-2v-8a2 2 0 0 1 2-2zM7 10V7a5 5 0 0 1 10 0v3',
} as const;

export type ShellIconName = keyof typeof shellIconPaths;

/** The <svg> of every icon: decorative (aria-hidden), 24×24, stroked; size it with a class such as `size-5`. */
export function IconSvg({ d, ...props }: { d: string } & SVGProps<SVGSVGElement>) {
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
      <path d={d} />
    </svg>
  );
}

/** One of the shell's icons, for client components (./icon.tsx's Icon would bring every path). */
export function ShellIcon({ name, ...props }: { name: ShellIconName } & SVGProps<SVGSVGElement>) {
  return <IconSvg d={shellIconPaths[name]} {...props} />;
}
