import { getImageProps } from 'next/image';
import { cn } from '@/components/ui/cn';
import { Icon } from '@/components/ui/icon';

// Uploaded and demo pictures are served by the app itself and can go through the optimiser;
// any other address (a stored line from an older bucket) is shown as is rather than rejected.
const OPTIMISABLE = /^\/(files|images)\//;

/**
 * Square product picture of a cart line, or a placeholder icon when it has none. A plain <img>
 * with next/image's attributes (getImageProps): the Image component's client code stays off /carrito.
 */
export function CartThumb({ src, alt, size, className }: { src: string | null; alt: string; size: number; className?: string }) {
  return (
    <div
      className={cn('relative shrink-0 overflow-hidden rounded-control bg-surface-muted', className)}
      style={{ width: size, height: size }}
    >
      {src ? (
        <img
          {...getImageProps({ src, alt, fill: true, sizes: `${size}px`, unoptimized: !OPTIMISABLE.test(src), className: 'object-cover' }).props}
          data-nimg="fill"
        />
      ) : (
        <Icon name="package" className="absolute inset-0 m-auto size-1/2 text-muted-foreground" />
      )}
    </div>
  );
}
