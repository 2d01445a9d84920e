import type { AnchorHTMLAttributes } from 'react';
import { business } from '@/lib/business';
import { type SocialNetwork, socialIcons } from './brand-icons';

export const socialNetworks = Object.keys(business.social) as SocialNetwork[];

type SocialLinkProps = { network: SocialNetwork } & AnchorHTMLAttributes<HTMLAnchorElement>;

/** A link to one of the business's social profiles, in a new tab, its brand icon first (footer, phone menu, header menu). */
export function SocialLink({ network, children, ...props }: SocialLinkProps) {
  const BrandIcon = socialIcons[network];
  return (
    <a href={business.social[network]} target="_blank" rel="noopener noreferrer" {...props}>
      <BrandIcon className="size-5" />
      {children}
    </a>
  );
}
