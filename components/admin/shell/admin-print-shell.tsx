'use client';

import type { ReactNode } from 'react';
import { StaffGuard } from './staff-guard';

/** The back office's guard for pages made to be printed (the packing slip): no navigation, no profile button, a white page. */
export function AdminPrintShell({ children }: { children: ReactNode }) {
  return (
    <StaffGuard>
      <main id="contenido" tabIndex={-1} className="min-h-dvh bg-surface text-foreground outline-none">
        {children}
      </main>
    </StaffGuard>
  );
}
