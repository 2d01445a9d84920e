'use client';

import { useLocale } from 'next-intl';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatCOP } from '@/lib/domain/money';
import { compactCOP } from './chart-format';

/** One bar per payment method or delivery option, sales across (labels stay readable on a phone). */
export default function BreakdownChart({ rows }: { rows: { label: string; sales: number }[] }) {
  const locale = useLocale();
  return (
    <div className="w-full" style={{ height: 48 + rows.length * 40 }}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={rows} layout="vertical" margin={{ top: 4, right: 16, bottom: 4, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" horizontal={false} stroke="var(--color-border)" />
          <XAxis type="number" tickFormatter={(value: number) => compactCOP(value, locale)} tick={{ fontSize: 12 }} />
          <YAxis type="category" dataKey="label" width={120} tick={{ fontSize: 12 }} />
          <Tooltip formatter={(value) => formatCOP(Number(value))} />
          <Bar dataKey="sales" fill="var(--color-primary)" radius={[0, 3, 3, 0]} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
