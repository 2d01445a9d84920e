/**
 * Saving a fetched file in the browser. Apart from lib/api-client/admin-download.ts so that the
 * storefront's quote (components/cart/quote-download.ts) brings no back-office code along.
 */

/** The file name the server gave (Content-Disposition), else the fallback. */
export function downloadName(res: Response, fallbackName: string): string {
  return /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
}

/** Hands a file to the browser as a download, through a link it clicks. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Hands a downloaded answer to the browser as a file, under the server's file name; returns that name. */
export async function saveDownload(res: Response, fallbackName: string): Promise<string> {
  const name = downloadName(res, fallbackName);
  saveBlob(await res.blob(), name);
  return name;
}
