// @ts-check
/** A small multipart/form-data parser: enough for the application form (text fields and one file). */

/** @param {string} [contentType] */
export function boundaryOf(contentType = '') {
  const match = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(contentType);
  return match ? (match[1] ?? match[2] ?? '').trim() : null;
}

/**
 * Parses a whole multipart body into { fields, files }; files carry name, type and size.
 * @param {Buffer} body
 * @param {string} boundary
 */
export function parseMultipart(body, boundary) {
  /** @type {Record<string, string>} */
  const fields = {};
  /** @type {Record<string, { filename: string, type: string, size: number }>} */
  const files = {};
  const delimiter = Buffer.from(`--${boundary}`);
  let start = body.indexOf(delimiter);
  while (start !== -1) {
    const partStart = start + delimiter.length;
    if (body.subarray(partStart, partStart + 2).toString() === '--') break;
    const next = body.indexOf(delimiter, partStart);
    if (next === -1) break;
    // Each part: CRLF, headers, CRLF CRLF, content, CRLF, then the next delimiter.
    const part = body.subarray(partStart + 2, next - 2);
    const headerEnd = part.indexOf('\r\n\r\n');
    if (headerEnd !== -1) {
      const headers = part.subarray(0, headerEnd).toString('utf8');
      const content = part.subarray(headerEnd + 4);
      const name = /name="([^"]*)"/i.exec(headers)?.[1];
      const filename = /filename="([^"]*)"/i.exec(headers)?.[1];
      const type = /content-type:\s*([^\r\n]+)/i.exec(headers)?.[1]?.trim() ?? 'text/plain';
      if (name !== undefined) {
        if (filename !== undefined) files[name] = { filename, type, size: content.length };
        else fields[name] = content.toString('utf8');
      }
    }
    start = next;
  }
  return { fields, files };
}
