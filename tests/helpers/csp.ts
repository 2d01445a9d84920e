/** Reading Content-Security-Policy headers in tests (unit and Playwright). */

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

/** How a page policy falls short of issue 8's: scripts by nonce only, no plugins, base or framing. */
export function strictPagePolicyProblems(policy: string): string[] {
  const d = cspDirectives(policy);
  const script = d['script-src'] ?? [];
  const problems: string[] = [];
  if (!cspNonce(policy)) problems.push('script-src has no nonce');
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
