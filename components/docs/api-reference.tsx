import { getTranslations } from 'next-intl/server';
import type { OpenApiDocument } from '@/lib/contracts/openapi';

/**
 * The API reference, rendered on the server from the same document /api/openapi.json serves: no
 * client script, no viewer library. Each operation is a <details> (the browser opens and closes
 * it), its schemas shown as the JSON Schema of the document.
 */

type Operation = {
  operationId: string;
  tags: string[];
  summary: string;
  description?: string;
  parameters?: { name: string; in: string; required: boolean; schema: unknown }[];
  requestBody?: { required?: boolean; description?: string; content: Record<string, { schema?: unknown }> };
  responses: Record<string, { description: string; content?: Record<string, { schema?: unknown }> }>;
  security?: Record<string, string[]>[];
};

/** The theme's soft tones: reads apart at a glance, and each pair keeps its contrast. */
const METHOD_TONE: Record<string, string> = {
  get: 'bg-info-soft text-foreground',
  post: 'bg-success-soft text-foreground',
  put: 'bg-warning-soft text-foreground',
  patch: 'bg-primary-soft text-foreground',
  delete: 'bg-danger-soft text-foreground',
};

function Schema({ value }: { value: unknown }) {
  return (
    <pre className="mt-1 max-h-80 overflow-auto rounded-control bg-surface-muted p-3 text-xs leading-relaxed">
      {JSON.stringify(value, null, 2)}
    </pre>
  );
}

function firstSchema(content: Record<string, { schema?: unknown }> | undefined): { type: string; schema?: unknown } | null {
  const [type] = Object.keys(content ?? {});
  return type ? { type, schema: content?.[type]?.schema } : null;
}

export async function ApiReference({ document }: { document: OpenApiDocument }) {
  const t = await getTranslations('ApiDocs');
  const byTag = new Map<string, { path: string; method: string; op: Operation }[]>();
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, op] of Object.entries(methods as Record<string, Operation>)) {
      const tag = op.tags[0] ?? '';
      byTag.set(tag, [...(byTag.get(tag) ?? []), { path, method, op }]);
    }
  }
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="text-2xl font-bold">{t('title')}</h1>
      <p className="mt-2 text-muted-foreground">{t('intro')}</p>
      <p className="mt-2">
        <a className="font-semibold text-primary underline" href="/api/openapi.json">
          {t('download')}
        </a>
      </p>
      <p className="mt-2 text-sm text-muted-foreground">{t('errors')}</p>
      <nav aria-label={t('resources')} className="mt-6 flex flex-wrap gap-2">
        {[...byTag.keys()].map((tag) => (
          <a key={tag} href={`#${tag.replace('/', '-')}`} className="rounded-control border border-border px-2 py-1 text-sm">
            {tag}
          </a>
        ))}
      </nav>
      {[...byTag.entries()].map(([tag, entries]) => (
        <section key={tag} id={tag.replace('/', '-')} className="mt-8">
          <h2 className="text-xl font-semibold">{tag}</h2>
          <ul className="mt-3 space-y-2">
            {entries.map(({ path, method, op }) => {
              const body = firstSchema(op.requestBody?.content);
              return (
                <li key={op.operationId}>
                  <details className="rounded-card border border-border p-3">
                    <summary className="cursor-pointer">
                      <span className={`mr-2 rounded px-2 py-0.5 font-mono text-xs font-bold uppercase ${METHOD_TONE[method] ?? ''}`}>
                        {method}
                      </span>
                      <code className="font-mono text-sm">{path}</code>
                      <span className="ml-2 text-sm text-muted-foreground">{op.summary}</span>
                    </summary>
                    {op.description ? <p className="mt-3 text-sm whitespace-pre-line">{op.description}</p> : null}
                    {op.parameters?.length ? (
                      <>
                        <h3 className="mt-3 text-sm font-semibold">{t('parameters')}</h3>
                        <ul className="mt-1 text-sm">
                          {op.parameters.map((p) => (
                            <li key={`${p.in}-${p.name}`}>
                              <code>{p.name}</code> ({p.in}
                              {p.required ? `, ${t('required')}` : ''}): <code className="text-xs">{JSON.stringify(p.schema)}</code>
                            </li>
                          ))}
                        </ul>
                      </>
                    ) : null}
                    {body ? (
                      <>
                        <h3 className="mt-3 text-sm font-semibold">
                          {t('requestBody')} <code className="text-xs font-normal">{body.type}</code>
                        </h3>
                        {body.schema ? <Schema value={body.schema} /> : <p className="text-sm">{op.requestBody?.description}</p>}
                      </>
                    ) : null}
                    <h3 className="mt-3 text-sm font-semibold">{t('responses')}</h3>
                    <ul className="mt-1 space-y-2 text-sm">
                      {Object.entries(op.responses).map(([status, answer]) => {
                        const content = firstSchema(answer.content);
                        const isError = Number(status) >= 400;
                        return (
                          <li key={status}>
                            <strong>{status}</strong> {answer.description}{' '}
                            {content ? <code className="text-xs">{content.type}</code> : null}
                            {!isError && content?.schema ? <Schema value={content.schema} /> : null}
                          </li>
                        );
                      })}
                    </ul>
                  </details>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}
