import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { clientFromForwardedFor, clientIp, PEER_HEADER, trackPeerAddresses, untrackPeerAddresses } from '@/lib/http/client-ip';

const req = (headers: Record<string, string>) => new Request('http://localhost/api/auth/request-code', { headers });

describe('clientFromForwardedFor', () => {
  it('takes the entry TRUST_PROXY_HOPS places from the right', () => {
    const chain = '198.51.100.9, 203.0.113.7, 10.0.0.2, 127.0.0.1';
    expect(clientFromForwardedFor(chain, 0)).toBe('127.0.0.1');
    expect(clientFromForwardedFor(chain, 1)).toBe('10.0.0.2');
    expect(clientFromForwardedFor(chain, 2)).toBe('203.0.113.7');
    expect(clientFromForwardedFor(chain, 3)).toBe('198.51.100.9');
  });

  it('gives the leftmost entry when the list is shorter than the trusted hops', () => {
    expect(clientFromForwardedFor('203.0.113.7', 2)).toBe('203.0.113.7');
    expect(clientFromForwardedFor('203.0.113.7, 127.0.0.1', 5)).toBe('203.0.113.7');
  });

  it('normalises IPv4-mapped addresses, spaces and empty entries', () => {
    expect(clientFromForwardedFor(' ::ffff:127.0.0.1 ', 0)).toBe('127.0.0.1');
    expect(clientFromForwardedFor('203.0.113.7,, ::1', 0)).toBe('::1');
    expect(clientFromForwardedFor('', 0)).toBeNull();
    expect(clientFromForwardedFor(null, 1)).toBeNull();
  });
});

describe('clientIp on a real Node HTTP server with the tracker (as instrumentation.ts installs it)', () => {
  let server: http.Server | undefined;
  afterEach(async () => {
    untrackPeerAddresses();
    if (server) await new Promise((resolve) => server!.close(resolve));
    server = undefined;
  });

  /** Starts a server answering with clientIp() of each request, for the given trusted hops. */
  async function serve(hops: number) {
    server = http.createServer((incoming, res) => {
      const headers = new Headers();
      for (const [name, value] of Object.entries(incoming.headers)) if (typeof value === 'string') headers.set(name, value);
      res.end(clientIp(req(Object.fromEntries(headers)), hops));
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    return (headers: Record<string, string> = {}) => fetch(`http://127.0.0.1:${port}/`, { headers }).then((r) => r.text());
  }

  it('with 0 hops a client-sent X-Forwarded-For cannot choose the IP', async () => {
    trackPeerAddresses();
    const ask = await serve(0);
    expect(await ask()).toBe('127.0.0.1');
    expect(await ask({ 'x-forwarded-for': '203.0.113.7' })).toBe('127.0.0.1');
    expect(await ask({ 'x-forwarded-for': '203.0.113.7, 198.51.100.1' })).toBe('127.0.0.1');
    // Nor can it pretend the tracker vouched for the header.
    expect(await ask({ 'x-forwarded-for': '203.0.113.7', [PEER_HEADER]: 'guess' })).toBe('127.0.0.1');
  });

  it('with 1 hop the address the proxy appended is the client; what the client sent before it is not', async () => {
    trackPeerAddresses();
    const ask = await serve(1);
    // The load balancer appends the client's address (203.0.113.7) to what the client sent.
    expect(await ask({ 'x-forwarded-for': '203.0.113.7' })).toBe('203.0.113.7');
    expect(await ask({ 'x-forwarded-for': '6.6.6.6, 203.0.113.7' })).toBe('203.0.113.7');
    // Bypassing the proxy gives the peer itself.
    expect(await ask()).toBe('127.0.0.1');
  });

  it('counts a request the tracker did not see (start-up) as one unverified caller', () => {
    trackPeerAddresses();
    expect(clientIp(req({ 'x-forwarded-for': '203.0.113.7' }), 0)).toBe('unverified');
    expect(clientIp(req({ 'x-forwarded-for': '203.0.113.7', [PEER_HEADER]: 'not-the-secret' }), 0)).toBe('unverified');
  });

  it('without the tracker (handlers called directly) reads the header as given', () => {
    expect(clientIp(req({ 'x-forwarded-for': '10.9.0.1' }), 0)).toBe('10.9.0.1');
    expect(clientIp(req({}), 0)).toBe('unknown');
    // x-real-ip is not trusted: anyone can send it.
    expect(clientIp(req({ 'x-real-ip': '203.0.113.7' }), 0)).toBe('unknown');
  });
});
