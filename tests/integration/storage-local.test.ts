import { createHmac } from 'node:crypto';
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { NextRequest } from 'next/server';
import sharp from 'sharp';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PUT } from '@/app/api/storage/upload/route';
import { GET, HEAD } from '@/app/files/[...key]/route';
import { dataPath, resetEnvCache } from '@/lib/env';
import { getStorage, resetStorageForTests } from '@/lib/storage';
import { customerProofKey } from '@/lib/storage/keys';
import { decodeSlots } from '@/lib/storage/local';
import { MAX_UPLOAD_BYTES } from '@/lib/storage/types';

// Every sharp() the upload makes is counted: a refused bomb must never reach the decoder.
const sharpCalls = vi.hoisted(() => ({ count: 0, onCall: undefined as (() => void) | undefined }));
vi.mock('sharp', async (importOriginal) => {
  const real = ((await importOriginal()) as { default: typeof sharp }).default;
  const counted = (...args: Parameters<typeof sharp>) => {
    sharpCalls.count++;
    sharpCalls.onCall?.();
    return real(...args);
  };
  return { default: counted };
});

const ORIGIN = 'http://localhost:3000';
const noParams = { params: Promise.resolve({}) };
let webp: Uint8Array<ArrayBuffer>;
let png: Uint8Array<ArrayBuffer>;

beforeAll(async () => {
  const image = () => sharp({ create: { width: 2, height: 2, channels: 3, background: '#fff' } });
  webp = new Uint8Array(await image().webp().toBuffer());
  png = new Uint8Array(await image().png().toBuffer());
});

beforeEach(() => {
  resetEnvCache();
  resetStorageForTests();
});

/** Every file under DATA_DIR, to prove a rejected upload wrote nothing anywhere. */
function allFiles(dir = dataPath()): string[] {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => path.join(e.parentPath, e.name))
      .sort();
  } catch {
    return [];
  }
}

async function signedUrl(key: string, expiresIn?: number): Promise<string> {
  return ORIGIN + (await getStorage().createUploadUrl(key, 'image/webp', expiresIn));
}

/** Signs like the local driver does, for keys the driver itself refuses to sign. */
function forgeSignedUrl(key: string): string {
  const expires = Math.floor(Date.now() / 1000) + 300;
  const sig = createHmac('sha256', process.env.AUTH_SECRET!).update(`${key}|${expires}|image/webp`).digest('base64url');
  return `${ORIGIN}/api/storage/upload?${new URLSearchParams({ key, expires: String(expires), sig })}`;
}

function put(url: string, body: BodyInit | null, contentType = 'image/webp', headers: Record<string, string> = {}) {
  // `duplex` is required by undici for stream bodies and missing from the DOM RequestInit type.
  const init = { method: 'PUT', body, headers: { 'content-type': contentType, ...headers }, duplex: 'half' };
  return PUT(new NextRequest(url, init as ConstructorParameters<typeof NextRequest>[1]), noParams);
}

function getFile(key: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') {
  return (method === 'HEAD' ? HEAD : GET)(new NextRequest(`${ORIGIN}/files/${key}`, { method, headers }), {
    params: Promise.resolve({ key: key.split('/') }),
  });
}

async function expectRejected(response: Response, status: number) {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toMatch(/application\/json/);
  const body = await response.json();
  expect(body.error).toBeTypeOf('string');
  expect(body.code).toBeTypeOf('string');
}

describe('local storage upload and serving', () => {
  it('is the driver without S3 settings; public URLs map back to keys', () => {
    const storage = getStorage();
    expect(storage.kind).toBe('local');
    const key = 'products/vaso-1700000000000.webp';
    expect(storage.publicUrl(key)).toBe(`/files/${key}`);
    expect(storage.keyFromPublicUrl(`/files/${key}`)).toBe(key);
    expect(storage.keyFromPublicUrl(`${ORIGIN}/files/${key}`)).toBe(key);
    for (const url of [
      `https://evil.example/files/${key}`,
      `//evil.example/files/${key}`,
      `/files/${key}?x=1`,
      '/files/',
      '/other/x.webp',
      '/files/a%2F..%2Fb.webp',
    ]) {
      expect(storage.keyFromPublicUrl(url), url).toBeNull();
    }
  });

  it('signs upload URLs in the documented format', async () => {
    const url = new URL(await signedUrl('products/vaso-1700000000000.webp'));
    expect(url.pathname).toBe('/api/storage/upload');
    const expires = Number(url.searchParams.get('expires'));
    expect(expires - Date.now() / 1000).toBeGreaterThan(290);
    expect(expires - Date.now() / 1000).toBeLessThanOrEqual(300);
    await expect(getStorage().createUploadUrl('../x.webp', 'image/webp')).rejects.toThrow();
  });

  it('accepts a real WebP and serves it with immutable caching, ETag and 304', async () => {
    const key = `products/vaso-${Date.now()}.webp`;
    const res = await put(await signedUrl(key), webp);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true });
    expect(await getStorage().headObject(key)).toEqual({ size: webp.length, contentType: 'image/webp', uploadedAt: expect.any(Date) });
    expect(allFiles().filter((f) => f.endsWith('.tmp'))).toEqual([]);

    const file = await getFile(key);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/webp');
    expect(file.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(file.headers.get('last-modified')).toBeTruthy();
    const etag = file.headers.get('etag')!;
    expect(etag).toMatch(/^".+"$/);
    expect(Buffer.from(await file.arrayBuffer()).equals(webp)).toBe(true);

    const head = await getFile(key, {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(webp.length));
    expect(head.body).toBeNull();

    const conditionals: Record<string, string>[] = [
      { 'if-none-match': etag },
      { 'if-none-match': `W/${etag}, "other"` },
      { 'if-modified-since': file.headers.get('last-modified')! },
    ];
    for (const headers of conditionals) {
      const cached = await getFile(key, headers);
      expect(cached.status).toBe(304);
      expect(cached.body).toBeNull();
      expect(cached.headers.get('etag')).toBe(etag);
      expect(cached.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    }
    expect((await getFile(key, { 'if-none-match': '"stale"' })).status).toBe(200);
  });

  describe('rejections write nothing', () => {
    let before: string[];
    beforeEach(() => {
      before = allFiles();
    });
    afterEach(() => {
      expect(allFiles()).toEqual(before);
    });

    const key = 'products/bolsa-negra-1700000000000.webp';

    it('expired URL → 403', async () => {
      await expectRejected(await put(await signedUrl(key, -1), webp), 403);
    });

    it('tampered signature, expiry or key → 403', async () => {
      const url = new URL(await signedUrl(key));
      const sig = url.searchParams.get('sig')!;
      const variants = [
        (u: URL) => u.searchParams.set('sig', sig.slice(0, -1) + (sig.endsWith('A') ? 'B' : 'A')),
        (u: URL) => u.searchParams.set('sig', ''),
        (u: URL) => u.searchParams.delete('sig'),
        (u: URL) => u.searchParams.set('expires', String(Number(u.searchParams.get('expires')) + 3600)),
        (u: URL) => u.searchParams.set('key', 'products/otra-1700000000000.webp'),
        (u: URL) => u.searchParams.set('key', customerProofKey(1, 1700000000000)),
      ];
      for (const tamper of variants) {
        const tampered = new URL(url);
        tamper(tampered);
        await expectRejected(await put(tampered.toString(), webp), 403);
      }
    });

    it('traversal and foreign keys, even when signed → 400', async () => {
      for (const bad of [
        '../../evil.webp',
        'products/../../evil-1.webp',
        '/etc/evil-1.webp',
        'products\\evil-1.webp',
        'notes/x-1.webp',
        'products/x-1.png',
      ]) {
        await expectRejected(await put(forgeSignedUrl(bad), webp), 400);
      }
    });

    it('wrong content type → 415', async () => {
      const url = await signedUrl(key);
      await expectRejected(await put(url, webp, 'image/png'), 415);
      await expectRejected(await put(url, webp, 'image/webp; charset=binary'), 415);
      await expectRejected(await put(url, webp, 'application/octet-stream'), 415);
    });

    it('non-WebP bytes declared as image/webp → 415', async () => {
      const url = await signedUrl(key);
      await expectRejected(await put(url, png), 415);
      await expectRejected(await put(url, new TextEncoder().encode('RIFF\0\0\0\0WEBPVP8 not really an image')), 415);
      await expectRejected(await put(url, new Uint8Array(0)), 415);
    });

    it('over 1 MB → 413, by declared length and by counting a streamed body', async () => {
      const url = await signedUrl(key);
      const big = new Uint8Array(MAX_UPLOAD_BYTES + 1);
      big.set(webp);
      await expectRejected(await put(url, big), 413);

      let pulled = 0;
      const chunk = new Uint8Array(64 * 1024);
      const endless = new ReadableStream<Uint8Array>({
        pull(controller) {
          pulled += chunk.length;
          controller.enqueue(chunk);
        },
      });
      await expectRejected(await put(url, endless), 413);
      expect(pulled).toBeLessThan(MAX_UPLOAD_BYTES + 4 * chunk.length);
    });

    it('an image bomb (a few bytes of lossless WebP, 4096 × 4096 px) → 413 from its header, never decoded', async () => {
      // A real, decodable file whose pixels would take 64 MB (a uniform lossless image compresses to nothing).
      const bomb = await sharp({ create: { width: 4096, height: 4096, channels: 3, background: '#fff' } })
        .webp({ lossless: true, effort: 0 })
        .toBuffer();
      expect(bomb.byteLength).toBeLessThan(1024);
      const before = sharpCalls.count;
      const res = await put(await signedUrl(key), new Uint8Array(bomb));
      await expectRejected(res, 413);
      expect(sharpCalls.count).toBe(before);
      // A VP8X header (extended format) declaring 1025 × 10 px is read the same way.
      const vp8x = Buffer.alloc(30);
      vp8x.write('RIFF', 0, 'latin1');
      vp8x.writeUInt32LE(22, 4);
      vp8x.write('WEBPVP8X', 8, 'latin1');
      vp8x.writeUInt32LE(10, 16);
      vp8x.writeUIntLE(1024, 24, 3);
      vp8x.writeUIntLE(9, 27, 3);
      await expectRejected(await put(await signedUrl(key), new Uint8Array(vp8x)), 413);
      expect(sharpCalls.count).toBe(before);
    });

    it('a lying Content-Length cannot smuggle more bytes', async () => {
      const url = await signedUrl(key);
      const big = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new Uint8Array(MAX_UPLOAD_BYTES + 10));
          controller.close();
        },
      });
      await expectRejected(await put(url, big, 'image/webp', { 'content-length': '100' }), 413);
    });
  });

  it('takes an image of 1024 px a side, and decodes at most two uploads at once', async () => {
    const side = new Uint8Array(
      await sharp({ create: { width: 1024, height: 8, channels: 3, background: '#fff' } })
        .webp()
        .toBuffer(),
    );
    const urls = await Promise.all(Array.from({ length: 6 }, (_, i) => signedUrl(`products/lado-${i}-${Date.now()}.webp`)));
    const seen: { active: number; waiting: number }[] = [];
    sharpCalls.onCall = () => seen.push(decodeSlots.load());
    try {
      const answers = await Promise.all(urls.map((url) => put(url, side)));
      expect(answers.map((res) => res.status)).toEqual([200, 200, 200, 200, 200, 200]);
    } finally {
      sharpCalls.onCall = undefined;
    }
    expect(seen).toHaveLength(6);
    expect(Math.max(...seen.map((load) => load.active))).toBe(2);
    expect(seen.some((load) => load.waiting > 0)).toBe(true);
    expect(decodeSlots.load()).toEqual({ active: 0, waiting: 0 });
  });

  it('files route: 404 JSON for missing files, traversal, dot files and unknown types', async () => {
    const uploads = dataPath('uploads');
    mkdirSync(path.join(uploads, 'products'), { recursive: true });
    writeFileSync(path.join(uploads, 'products', 'notes.txt'), 'x');
    writeFileSync(path.join(uploads, 'products', '.vaso-1.webp.abc.tmp'), webp);
    writeFileSync(dataPath('secret.webp'), webp);
    for (const key of [
      'products/none-1.webp',
      '../secret.webp',
      'products/../../secret.webp',
      'products/notes.txt',
      'products/.vaso-1.webp.abc.tmp',
      'products',
      '',
    ]) {
      const res = await getFile(key);
      await expectRejected(res, 404);
    }
    // The driver can still write server-side images (seed, QR codes) that the route then serves.
    await getStorage().putObject('payment-methods/qr-nequi.png', png, 'image/png');
    const qr = await getFile('payment-methods/qr-nequi.png');
    expect(qr.status).toBe(200);
    expect(qr.headers.get('content-type')).toBe('image/png');
  });

  describe('payment proofs are served only with a read signature', () => {
    let key: string;
    beforeAll(async () => {
      key = customerProofKey(7, Date.now());
      expect((await put(await signedUrl(key), webp)).status).toBe(200);
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    /** GET or HEAD of a site-relative address through the files route. */
    const fetchFile = (url: string, method: 'GET' | 'HEAD' = 'GET') => {
      const parsed = new URL(url, ORIGIN);
      const fileKey = decodeURIComponent(parsed.pathname.slice('/files/'.length));
      return (method === 'HEAD' ? HEAD : GET)(new NextRequest(parsed, { method }), {
        params: Promise.resolve({ key: fileKey.split('/') }),
      });
    };

    it('signed: the image, never cached, revalidated or indexed', async () => {
      const url = await getStorage().createReadUrl(key);
      const signed = new URL(url, ORIGIN);
      expect(signed.pathname).toBe(`/files/${key}`);
      const expires = Number(signed.searchParams.get('expires'));
      expect(expires - Date.now() / 1000).toBeGreaterThan(590);
      expect(expires - Date.now() / 1000).toBeLessThanOrEqual(600);

      const res = await fetchFile(url);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/webp');
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      expect(res.headers.get('x-robots-tag')).toMatch(/noindex/);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('etag')).toBeNull();
      expect(Buffer.from(await res.arrayBuffer()).equals(webp)).toBe(true);
      expect((await fetchFile(url, 'HEAD')).status).toBe(200);
    });

    it('unsigned (the stored public address), GET or HEAD → 403, the same as for a proof that does not exist', async () => {
      for (const method of ['GET', 'HEAD'] as const) {
        await expectRejected(await getFile(key, {}, method), 403);
      }
      await expectRejected(await getFile(customerProofKey(7, 1)), 403);
    });

    it('expired after 10 minutes → 403', async () => {
      const url = await getStorage().createReadUrl(key);
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(Date.now() + 601_000);
      await expectRejected(await fetchFile(url), 403);
    });

    it("tampered, or another proof's or an upload's signature → 403", async () => {
      const url = new URL(await getStorage().createReadUrl(key), ORIGIN);
      const other = new URL(await getStorage().createReadUrl(customerProofKey(8, 1)), ORIGIN);
      const upload = new URL(await signedUrl(key));
      const sig = url.searchParams.get('sig')!;
      const variants = [
        (u: URL) => u.searchParams.set('sig', sig.slice(0, -1) + (sig.endsWith('A') ? 'B' : 'A')),
        (u: URL) => u.searchParams.delete('sig'),
        (u: URL) => u.searchParams.set('expires', String(Number(u.searchParams.get('expires')) + 3600)),
        (u: URL) => u.searchParams.set('sig', other.searchParams.get('sig')!),
        (u: URL) => {
          u.searchParams.set('expires', upload.searchParams.get('expires')!);
          u.searchParams.set('sig', upload.searchParams.get('sig')!);
        },
      ];
      for (const tamper of variants) {
        const tampered = new URL(url);
        tamper(tampered);
        await expectRejected(await fetchFile(tampered.toString()), 403);
      }
    });

    it('a signed address is never accepted back as the proof to store', async () => {
      expect(getStorage().keyFromPublicUrl(await getStorage().createReadUrl(key))).toBeNull();
    });
  });

  it('the upload endpoint does not exist while the S3 driver is active', async () => {
    Object.assign(process.env, {
      S3_BUCKET: 'b',
      S3_ACCESS_KEY_ID: 'k',
      S3_SECRET_ACCESS_KEY: 's',
      S3_PUBLIC_URL: 'https://cdn.example',
    });
    try {
      resetEnvCache();
      resetStorageForTests();
      expect(getStorage().kind).toBe('s3');
      await expectRejected(await put(forgeSignedUrl('products/x-1.webp'), webp), 404);
    } finally {
      for (const k of ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_PUBLIC_URL']) delete process.env[k];
    }
  });
});
