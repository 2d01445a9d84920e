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

export function imgProps(options: ImageProps): ServerImgProps {
  return getImageProps(options).props;
}

/**
 * The page's LCP picture: not lazy, fetched at high priority and announced by a preload link in
 * <head>, so the browser requests it while the HTML is still arriving.
 */
export function lcpImgProps(options: ImageProps): ServerImgProps {
  const props = getImageProps({ ...options, preload: true, fetchPriority: 'high' }).props;
  preload(props.src, { as: 'image', imageSrcSet: props.srcSet, imageSizes: props.sizes, fetchPriority: 'high' });
  return props;
}
