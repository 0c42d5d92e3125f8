import { uniqueToken } from '../factories';

export type FilePart = { name?: string; filename: string; type: string; data: Buffer };

/** A multipart/form-data body of file parts (field `file` unless named), for app.inject. */
export function multipart(parts: FilePart[]) {
  const boundary = `----rotation${uniqueToken()}`;
  const chunks = parts.flatMap((part) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${part.name ?? 'file'}"; filename="${part.filename}"\r\nContent-Type: ${part.type}\r\n\r\n`,
    ),
    part.data,
    Buffer.from('\r\n'),
  ]);
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
