import 'server-only';
import { getImageProps, type ImageProps } from 'next/image';
import { preload } from 'react-dom';

/**
 * next/image without its client component: the optimizer's srcset, sizes, dimensions and lazy
 * loading are worked out on the server (getImageProps) and the page renders a plain <img>, so
 * the storefront's first load ships no image component (issue #7). Client components that
 * swap pictures (the hero slideshow, the product's variants) receive these props ready-made.
 */
export type ServerImgProps = ReturnType<typeof getImageProps>['props'];

/**
 * next/image's props, its srcset cut to `widths` when given (a grid card never needs the 1080+
 * sources, and each one is sent twice in the page: HTML and flight data).
 */
export function imgProps(options: ImageProps, widths?: ReadonlySet<number>): ServerImgProps {
  const props = getImageProps(options).props;
  const kept = widths
    ? (props.srcSet ?? '').split(', ').filter((entry) => widths.has(Number.parseInt(entry.slice(entry.lastIndexOf(' ') + 1), 10)))
    : [];
  if (kept.length === 0) return props;
  const largest = kept[kept.length - 1];
  return { ...props, srcSet: kept.join(', '), src: largest.slice(0, largest.lastIndexOf(' ')) };
}

/**
 * The page's LCP picture: not lazy, fetched at high priority and announced by a preload link in
 * <head>, so the browser requests it while the HTML is still arriving; decoded with the frame
 * that paints it (a few KB), not on another thread for a later frame, as `async` would.
 */
export function lcpImgProps(options: ImageProps, widths?: ReadonlySet<number>): ServerImgProps {
  const props = imgProps({ ...options, preload: true, fetchPriority: 'high' }, widths);
  preload(props.src, { as: 'image', imageSrcSet: props.srcSet, imageSizes: props.sizes, fetchPriority: 'high' });
  return { ...props, decoding: 'sync' };
}
