import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { E2E_ADMIN, expect, test, logInStaff } from './fixtures';
import sharp from 'sharp';

/**
 * Safari's canvas cannot encode WebP (asked for it, it answers PNG). This journey makes
 * Chromium behave the same way and checks that an image still reaches the storage as real
 * WebP: the WebAssembly encoder takes over. The local storage refuses anything but WebP bytes.
 */

test.use({ locale: 'es-CO', viewport: { width: 1280, height: 800 } });

test('without a canvas WebP encoder (Safari), images are encoded to WebP with WebAssembly', async ({ page }) => {
  await page.addInitScript(() => {
    const toDataURL = HTMLCanvasElement.prototype.toDataURL;
    const toBlob = HTMLCanvasElement.prototype.toBlob;
    const png = (type?: string) => (type === 'image/webp' ? 'image/png' : type);
    HTMLCanvasElement.prototype.toDataURL = function (type?: string, quality?: number) {
      return toDataURL.call(this, png(type), quality);
    };
    HTMLCanvasElement.prototype.toBlob = function (callback: BlobCallback, type?: string, quality?: number) {
      return toBlob.call(this, callback, png(type), quality);
    };
  });

  const dir = mkdtempSync(path.join(tmpdir(), 'webp-fallback-'));
  const photo = path.join(dir, 'foto.jpg');
  // A phone-sized photo: larger than 1024 px, so it must also be scaled down.
  writeFileSync(
    photo,
    await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#15803d' } })
      .jpeg()
      .toBuffer(),
  );

  await logInStaff(page, E2E_ADMIN.email, E2E_ADMIN.password);

  const name = `Safari ${Date.now()}`;
  await page.goto('/admin/categories');
  await page.getByRole('button', { name: 'Nueva Categoría' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nueva categoría' });
  await dialog.getByLabel('Nombre').fill(name);
  await dialog.locator('input[type="file"]').setInputFiles(photo);
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Categoría creada con éxito.')).toBeVisible({ timeout: 60_000 });

  const thumbnail = page.getByRole('row', { name: new RegExp(name) }).getByRole('img', { name: `Imagen de ${name}` });
  await expect(thumbnail).toHaveAttribute('src', /categories\/safari-\d+-\d+\.webp$/);
  const src = (await thumbnail.getAttribute('src'))!;
  const file = await page.request.get(
    new URL(src, page.url()).href.replace(/\/_next\/image\?url=([^&]+).*/, (_, u) => decodeURIComponent(u)),
  );
  expect(file.status()).toBe(200);
  const bytes = await file.body();
  expect(bytes.subarray(0, 4).toString('latin1')).toBe('RIFF');
  expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
  const meta = await sharp(bytes).metadata();
  expect(meta.format).toBe('webp');
  expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBe(1024);
});
