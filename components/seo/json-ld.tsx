import type { Graph, Thing, WithContext } from 'schema-dts';
import { serializeJsonLd } from '@/lib/seo';

export type JsonLdData = WithContext<Thing> | Graph;

/** Structured data for search engines, escaped so no value can break out of the script. */
export function JsonLd({ data }: { data: JsonLdData }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
