import { apiClient } from './api-client';

/**
 * Fetches a file from the API with the session's bearer token (a plain link cannot carry it) and
 * hands it to the browser's download through a temporary link; `fallbackName` is used when the
 * server names no file. Returns the saved name and size.
 */
export async function downloadFile(
  path: string,
  params: Record<string, string | number | undefined | null>,
  fallbackName: string,
  /** A POST with this JSON body instead of a GET. */
  body?: unknown,
): Promise<{ filename: string; bytes: number }> {
  const { blob, filename } = await apiClient.download(path, params, body);
  const name = filename && filename !== 'download' ? filename : fallbackName;
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = name;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Give the browser a moment to start the download before the URL goes away.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
  return { filename: name, bytes: blob.size };
}
