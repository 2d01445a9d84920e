'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';

export type LoadMoreProps = {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
  /** How many rows are shown ('Mostrando 50 órdenes'), announced after each page. */
  summary: string;
};

/** Cursor pagination (the lists are keyset-paginated): 'Cargar más' while the server has more. */
export function LoadMore({ hasNextPage, isFetchingNextPage, fetchNextPage, summary }: LoadMoreProps) {
  const t = useTranslations('AdminOrders.pagination');
  return (
    <div className="flex flex-col items-center gap-2 pt-2">
      <p className="text-sm text-muted-foreground" role="status">
        {summary}
      </p>
      {hasNextPage ? (
        <Button variant="outline" onClick={() => void fetchNextPage()} loading={isFetchingNextPage} busyLabel={t('loading')}>
          {t('loadMore')}
        </Button>
      ) : null}
    </div>
  );
}
