/** Thrown when a download fails or is larger than allowed; the message is safe to log. */
export class AttachmentDownloadError extends Error {
  override readonly name = 'AttachmentDownloadError';
}

/**
 * Downloads an attachment into memory, stopping as soon as it grows past `maxBytes` (the size
 * Discord reports is not trusted: the body is counted as it arrives).
 */
export async function fetchAttachment(url: string, maxBytes: number, timeoutMs = 10_000): Promise<Uint8Array> {
  const response = await fetch(url, { redirect: 'error', signal: AbortSignal.timeout(timeoutMs) });
  if (!response.ok) throw new AttachmentDownloadError(`attachment download answered ${response.status}`);
  const declared = Number(response.headers.get('content-length') ?? NaN);
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel();
    throw new AttachmentDownloadError(`attachment is ${declared} bytes, more than ${maxBytes}`);
  }
  if (!response.body) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of response.body) {
    size += chunk.byteLength;
    if (size > maxBytes) throw new AttachmentDownloadError(`attachment is larger than ${maxBytes} bytes`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}
