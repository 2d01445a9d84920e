// The bench's edit of an exported catalogue: every price, sale price and volume price +1 % (so
// each row stays valid) and every fourth stock +5. Shared by the CSV bench (csv.mjs) and the
// import-and-health bench (import-data-layer.ts). Edits `rows` (the data rows) in place.
export function raisePricesAndStock(header, rows) {
  const price = header.indexOf('Precio');
  const sale = header.indexOf('Precio de oferta');
  const tiers = header.indexOf('Precios por volumen');
  const stock = header.indexOf('Stock');
  const up = (v) => (v === '' ? '' : String(Math.round(Number(v) * 1.01)));
  rows.forEach((r, i) => {
    r[price] = up(r[price]);
    r[sale] = up(r[sale]);
    r[tiers] = r[tiers]
      ? r[tiers]
          .split(' | ')
          .map((t) => {
            const [q, p] = t.split(': ');
            return `${q}: ${up(p)}`;
          })
          .join(' | ')
      : '';
    if (i % 4 === 0) r[stock] = String(Number(r[stock]) + 5);
  });
  return rows;
}
