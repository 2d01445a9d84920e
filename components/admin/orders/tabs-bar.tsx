'use client';

import { Tabs } from 'radix-ui';

const triggerClasses =
  'inline-flex min-h-tap items-center justify-center rounded-control px-3 text-sm font-semibold text-muted-foreground transition-colors ' +
  'hover:bg-foreground/5 hover:text-foreground data-[state=active]:bg-primary data-[state=active]:text-primary-foreground';

/**
 * The tab row of a back-office screen (Radix Tabs: arrow keys move between tabs, Tab goes to the
 * panel). The tabs wrap onto a second line on a phone instead of scrolling sideways.
 */
export function TabsBar({ label, tabs }: { label: string; tabs: readonly { value: string; label: string }[] }) {
  return (
    <Tabs.List aria-label={label} className="flex flex-wrap gap-1 rounded-card bg-surface p-1 shadow-card">
      {tabs.map((tab) => (
        <Tabs.Trigger key={tab.value} value={tab.value} className={triggerClasses}>
          {tab.label}
        </Tabs.Trigger>
      ))}
    </Tabs.List>
  );
}
