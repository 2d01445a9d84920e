import type { ReactNode } from 'react';
import { AdminShell } from '@/components/admin/shell/admin-shell';

/** Every screen but the login: the client guard, the bottom navigation and the profile button. */
export default function AdminPanelLayout({ children }: { children: ReactNode }) {
  return <AdminShell>{children}</AdminShell>;
}
