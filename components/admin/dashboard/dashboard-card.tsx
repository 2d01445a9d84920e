'use client';

import type { ReactNode } from 'react';
import { ArrowRight, type LucideIcon } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { cn } from '@/components/ui/cn';
import { Link } from '@/lib/i18n/navigation';

export type DashboardCardProps = {
  id: string;
  icon: LucideIcon;
  title: string;
  /** The big figure (a count, an amount). */
  headline?: ReactNode;
  /** Where the card leads, and the link's text. */
  href?: string;
  linkLabel?: string;
  className?: string;
  children?: ReactNode;
};

/** One dashboard card: icon, title, the figure, a short list, and a link to the screen that acts on it. */
export function DashboardCard({ id, icon: Icon, title, headline, href, linkLabel, className, children }: DashboardCardProps) {
  return (
    <Card className={cn('flex flex-col p-4 sm:p-5', className)}>
      <section aria-labelledby={id} className="flex flex-1 flex-col gap-3">
        <header className="flex items-center gap-3">
          <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-muted text-primary-active">
            <Icon aria-hidden="true" className="size-5" />
          </span>
          <h2 id={id} className="text-base font-semibold leading-tight">
            {title}
          </h2>
        </header>
        {headline !== undefined ? <div className="text-3xl font-bold tabular-nums">{headline}</div> : null}
        <div className="flex-1 text-sm">{children}</div>
        {href && linkLabel ? (
          <Link
            href={href}
            className="inline-flex min-h-tap items-center gap-1 self-start font-semibold text-primary underline-offset-4 hover:underline"
          >
            {linkLabel}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        ) : null}
      </section>
    </Card>
  );
}
