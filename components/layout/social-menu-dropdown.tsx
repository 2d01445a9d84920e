'use client';

import { useTranslations } from 'next-intl';
import { DropdownMenu } from 'radix-ui';
import { ShellIcon } from '@/components/ui/shell-icon';
import { socialNames } from './brand-icons';
import { SocialLink, socialNetworks } from './social-link';
import { socialTriggerClasses } from './social-trigger-classes';

/**
 * Header dropdown with the three social profiles (Radix: arrow keys, Escape, focus return), in
 * its own chunk: SocialMenu shows a plain look-alike button until the first click.
 */
export function SocialMenuDropdown({ className, defaultOpen }: { className?: string; defaultOpen?: boolean }) {
  const t = useTranslations('Header');
  return (
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger aria-label={t('social')} className={socialTriggerClasses(className)}>
        <ShellIcon name="share" className="size-5" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-48 rounded-control border border-border bg-surface p-1 text-foreground shadow-raised data-[state=open]:animate-fade-in"
        >
          <DropdownMenu.Label className="px-3 py-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
            {t('followUs')}
          </DropdownMenu.Label>
          {socialNetworks.map((network) => (
            <DropdownMenu.Item key={network} asChild>
              <SocialLink
                network={network}
                className="flex min-h-tap cursor-pointer items-center gap-3 rounded-md px-3 text-sm font-medium outline-none data-[highlighted]:bg-primary-soft data-[highlighted]:text-primary-active"
              >
                {socialNames[network]}
                <span className="sr-only"> {t('opensInNewTab')}</span>
              </SocialLink>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
