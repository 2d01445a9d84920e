import type { ReactNode } from 'react';
import { AdminPrintShell } from '@/components/admin/shell/admin-print-shell';

/** Back-office pages made for paper (docs/backoffice.md): the client guard without the navigation. */
export default function AdminPrintLayout({ children }: { children: ReactNode }) {
  return <AdminPrintShell>{children}</AdminPrintShell>;
}
