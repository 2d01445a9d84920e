import {
  ArrowLeftRight,
  ChartColumn,
  History,
  ClipboardList,
  CreditCard,
  Contact,
  FolderTree,
  Handshake,
  LayoutDashboard,
  MapPinned,
  type LucideIcon,
  Package,
  Percent,
  QrCode,
  Tags,
  Truck,
  Users,
  Warehouse,
} from 'lucide-react';
import type { AdminUser } from '@/lib/session/admin-session';

export type AdminNavKey =
  | 'dashboard'
  | 'users'
  | 'categories'
  | 'attributes'
  | 'searchSynonyms'
  | 'products'
  | 'providers'
  | 'inventory'
  | 'paymentMethods'
  | 'orders'
  | 'customers'
  | 'shipments'
  | 'delivery'
  | 'reports'
  | 'activity'
  | 'ivaReport'
  | 'onlinePayments';

export type AdminNavItem = {
  key: AdminNavKey;
  href: string;
  icon: LucideIcon;
  adminOnly?: boolean;
  /** One of the few sections on the phone's bottom bar; the rest are under 'Más' (issue 25 §1). */
  phoneBar?: boolean;
};

/**
 * Spec 2 §2: the sections of the navigation, in order (issue 21 adds the delivery rules). Issue
 * 25 §1: all of them in the side navigation on a wide screen; on a phone the bottom bar holds
 * the four of a working day and 'Más' opens the others, so nothing scrolls sideways.
 */
export const ADMIN_NAV_ITEMS: readonly AdminNavItem[] = [
  { key: 'dashboard', href: '/admin/dashboard', icon: LayoutDashboard, phoneBar: true },
  { key: 'users', href: '/admin/users', icon: Users, adminOnly: true },
  { key: 'categories', href: '/admin/categories', icon: FolderTree },
  { key: 'attributes', href: '/admin/attributes', icon: Tags },
  // Issue 20 item 6: catalogue work, so VENDEDOR too.
  { key: 'searchSynonyms', href: '/admin/search-synonyms', icon: ArrowLeftRight },
  { key: 'products', href: '/admin/products', icon: Package, phoneBar: true },
  { key: 'providers', href: '/admin/providers', icon: Handshake },
  { key: 'inventory', href: '/admin/inventory', icon: Warehouse },
  { key: 'paymentMethods', href: '/admin/payment-methods', icon: QrCode, adminOnly: true },
  { key: 'orders', href: '/admin/orders', icon: ClipboardList, phoneBar: true },
  // Issue 23 §4: both roles find, create and edit customers (under 'Más' on a phone).
  { key: 'customers', href: '/admin/customers', icon: Contact },
  { key: 'shipments', href: '/admin/shipments', icon: Truck, phoneBar: true },
  // Issue 21: the delivery rules; VENDEDOR sees them read-only.
  { key: 'delivery', href: '/admin/delivery', icon: MapPinned },
  // Issue 25 §4: both roles; cost and margin figures reach ADMIN only (the API leaves them out).
  { key: 'reports', href: '/admin/reports', icon: ChartColumn },
  // Issue 25 §6: the staff activity log, ADMIN only.
  { key: 'activity', href: '/admin/activity', icon: History, adminOnly: true },
  // Issue 26: IVA collected per rate, for the accountant.
  { key: 'ivaReport', href: '/admin/iva-report', icon: Percent, adminOnly: true },
  // The Wompi transactions against the orders, for the accountant (who sees the reports' money).
  { key: 'onlinePayments', href: '/admin/online-payments', icon: CreditCard, adminOnly: true },
];

/** DESIGN.md roles: the UI hides what a VENDEDOR cannot do (the API refuses it anyway). */
export function navItemsFor(user: AdminUser | null): AdminNavItem[] {
  return ADMIN_NAV_ITEMS.filter((item) => !item.adminOnly || user?.rol === 'ADMIN');
}

export function isActivePath(pathname: string, href: string): boolean {
  return pathname === href || pathname.startsWith(`${href}/`);
}

/** The phone's bottom bar: the day's sections, in the navigation's order. */
export const phoneBarItems = (items: readonly AdminNavItem[]) => items.filter((item) => item.phoneBar);
