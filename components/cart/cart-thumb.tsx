import { cn } from '@/components/ui/cn';
import { ShellIcon } from '@/components/ui/shell-icon';
import { thumbnailSources } from '@/lib/images/optimizer';

/**
 * Square product picture of a cart line, or a placeholder icon when it has none: a plain <img>
 * with 1x/2x sources from the image optimiser, so neither the Image component nor its prop
 * builder reaches the pages that show thumbnails (cart, product options, search suggestions).
 */
export function CartThumb({ src, alt, size, className }: { src: string | null; alt: string; size: number; className?: string }) {
  return (
    <div
      className={cn('relative shrink-0 overflow-hidden rounded-control bg-surface-muted', className)}
      style={{ width: size, height: size }}
    >
      {src ? (
        <img
          {...thumbnailSources(src, size)}
          alt={alt}
          width={size}
          height={size}
          loading="lazy"
          decoding="async"
          className="absolute inset-0 size-full object-cover"
        />
      ) : (
        <ShellIcon name="package" className="absolute inset-0 m-auto size-1/2 text-muted-foreground" />
      )}
    </div>
  );
}
