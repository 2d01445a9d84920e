import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { Icon } from '@/components/ui/icon';
import { business } from '@/lib/business';
import { Link } from '@/lib/i18n/navigation';
import { socialNames } from './brand-icons';
import { HeaderShell } from './header-shell';
import { LanguageSwitch } from './language-switch';
import { MainNav } from './main-nav';
import { MobileMenu } from './mobile-menu';
import { SocialMenu } from './social-menu';
import { SocialLink, socialNetworks } from './social-link';

export type SiteHeaderProps = {
  /** Home: transparent over the hero until the page scrolls 50 px. */
  overlay?: boolean;
  /**
   * Extension points for the storefront issue. Each slot renders as given, in this order
   * at the end of the bar, on every width; a slot that needs a phone panel brings its own.
   */
  search?: ReactNode;
  account?: ReactNode;
  cart?: ReactNode;
};

/** The phone menu's list of social profiles (server-rendered, handed to the client panel). */
function MobileSocialLinks({ opensInNewTab }: { opensInNewTab: string }) {
  return (
    <ul>
      {socialNetworks.map((network) => (
        <li key={network}>
          <SocialLink
            network={network}
            className="flex min-h-tap items-center gap-3 rounded-control px-3 font-medium hover:bg-primary-soft hover:text-primary-active"
          >
            {socialNames[network]}
            <span className="sr-only"> {opensInNewTab}</span>
          </SocialLink>
        </li>
      ))}
    </ul>
  );
}

export async function SiteHeader({ overlay = false, search, account, cart }: SiteHeaderProps) {
  const t = await getTranslations('Header');
  return (
    <HeaderShell overlay={overlay}>
      <div className="mx-auto flex h-full max-w-7xl items-center gap-1 px-2 sm:px-4 lg:px-6">
        <div className="md:hidden">
          <MobileMenu socialLinks={<MobileSocialLinks opensInNewTab={t('opensInNewTab')} />} />
        </div>
        <Link href="/" className="flex min-h-tap shrink-0 items-center gap-2 rounded-control px-1 text-lg font-bold tracking-tight">
          <span className="inline-flex size-9 items-center justify-center rounded-full bg-primary text-primary-foreground">
            <Icon name="leaf" className="size-5" />
          </span>
          {/* The name gives way to the icons on the narrowest phones; it stays the link's accessible name. */}
          <span className="sr-only min-[420px]:not-sr-only">{business.name}</span>
        </Link>
        <nav aria-label={t('mainNav')} className="mx-auto hidden md:block">
          <MainNav />
        </nav>
        <div className="ms-auto flex items-center gap-1 md:ms-0">
          {search}
          {/* Phones find these in the menu panel. */}
          <div className="hidden items-center gap-1 md:flex">
            <SocialMenu />
            <LanguageSwitch />
          </div>
          {account}
          {cart}
        </div>
      </div>
    </HeaderShell>
  );
}
