import { ShellIcon } from '@/components/ui/shell-icon';

/**
 * What the signed-in header button shows: the same before the menu's code has loaded and after
 * (components/account/account-menu.tsx), so nothing moves when the menu takes over. Shell icons:
 * this part is in every page's JavaScript for a signed-in customer.
 */
export function AccountTriggerFace({ displayName }: { displayName: string }) {
  return (
    <>
      {/* An icon, not an initial: the visible text must stay part of the accessible name. */}
      <span className="inline-flex size-8 items-center justify-center rounded-full bg-primary text-primary-foreground">
        <ShellIcon name="user" className="size-5" />
      </span>
      <span aria-hidden="true" className="hidden max-w-32 truncate lg:inline">
        {displayName}
      </span>
      <ShellIcon name="chevronDown" className="hidden size-4 lg:block" />
    </>
  );
}
