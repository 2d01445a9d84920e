/** Reading Content-Security-Policy headers in tests (unit and Playwright). */
import { scriptHash } from '../../lib/page-cache/stored-page';

/** `{ 'script-src': ["'self'", …], … }` of a policy. */
export function cspDirectives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name, sources]),
  );
}

/** The script nonce of a policy, if any. */
export function cspNonce(policy: string): string | undefined {
  const source = cspDirectives(policy)['script-src']?.find((s) => s.startsWith("'nonce-"));
  return source ? /^'nonce-([A-Za-z0-9+/_=-]+)'$/.exec(source)?.[1] : undefined;
}

/** The script hashes of a policy (`sha256-…`, without quotes): a stored page's, sent without a nonce. */
export function cspScriptHashes(policy: string): string[] {
  return (cspDirectives(policy)['script-src'] ?? []).filter((s) => s.startsWith("'sha256-")).map((s) => s.slice(1, -1));
}

/**
 * How a page policy falls short of issue 8's: scripts by nonce (or, on a stored page, by hash)
 * only, no plugins, base or framing.
 */
export function strictPagePolicyProblems(policy: string): string[] {
  const d = cspDirectives(policy);
  const script = d['script-src'] ?? [];
  const problems: string[] = [];
  if (!cspNonce(policy) && !cspScriptHashes(policy).length) problems.push('script-src has no nonce or hashes');
  if (!script.includes("'strict-dynamic'")) problems.push("script-src lacks 'strict-dynamic'");
  if (script.includes("'unsafe-inline'")) problems.push("script-src allows 'unsafe-inline'");
  const exact: Record<string, string> = {
    'object-src': "'none'",
    'base-uri': "'none'",
    'frame-ancestors': "'none'",
    'form-action': "'self'",
  };
  for (const [name, value] of Object.entries(exact)) {
    if (d[name]?.join(' ') !== value) problems.push(`${name} is not ${value}`);
  }
  return problems;
}

/**
 * The scripts of a page that its policy would not run: with a nonce, every script but data
 * blocks must carry it; with hashes (a stored page), every inline script must have its hash
 * listed, and no external script may be parser-inserted (under 'strict-dynamic' only what an
 * allowed script inserts loads; a `noModule` polyfill is never loaded by such browsers).
 */
export function disallowedScripts(html: string, policy: string): string[] {
  const nonce = cspNonce(policy);
  const hashes = new Set(cspScriptHashes(policy));
  const refused: string[] = [];
  for (const [script, attributes, text] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/\stype="application\/(?:ld\+)?json"/.test(attributes)) continue;
    if (nonce) {
      if (!attributes.includes(` nonce="${nonce}"`)) refused.push(script.slice(0, 120));
    } else if (/\ssrc=/.test(attributes) ? !/\snoModule/i.test(attributes) : !hashes.has(scriptHash(text))) {
      refused.push(script.slice(0, 120));
    }
  }
  return refused;
}
