/**
 * What a chosen document really is, read from its first bytes rather than its name. Used for the
 * application form's resume (SPEC §5: PDF, DOC or DOCX), loaded when a file is chosen.
 */

export type DocumentKind = 'pdf' | 'doc' | 'docx';

/** How much of the file's start is read: enough for a DOCX's first zip entries. */
export const SIGNATURE_HEAD_BYTES = 8 * 1024;
/** How much of its end is read: a zip's central directory, which names every entry. */
export const SIGNATURE_TAIL_BYTES = 64 * 1024;

const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d]; // "%PDF-"
const OLE2_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]; // Word 97-2003 (.doc) compound file
const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04]; // "PK\3\4"
const WORD_ENTRY = [0x77, 0x6f, 0x72, 0x64, 0x2f]; // "word/": the folder every Word document zip has

const startsWith = (bytes: Uint8Array, magic: number[]) => magic.every((byte, index) => bytes[index] === byte);

function contains(bytes: Uint8Array, needle: number[]): boolean {
  outer: for (let start = 0; start <= bytes.length - needle.length; start += 1) {
    for (let index = 0; index < needle.length; index += 1) if (bytes[start + index] !== needle[index]) continue outer;
    return true;
  }
  return false;
}

/** The document kind that `head` (the file's first bytes) and `tail` (its last bytes, for a zip) show, or null. */
export function documentKindOfBytes(head: Uint8Array, tail: Uint8Array = new Uint8Array()): DocumentKind | null {
  if (startsWith(head, PDF_MAGIC)) return 'pdf';
  if (startsWith(head, OLE2_MAGIC)) return 'doc';
  if (startsWith(head, ZIP_MAGIC) && (contains(head, WORD_ENTRY) || contains(tail, WORD_ENTRY))) return 'docx';
  return null;
}

/** A blob's bytes (FileReader: in every browser, and in the test DOM). */
function readBytes(blob: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsArrayBuffer(blob);
  });
}

/** The kind of document `file` really is, from its content; null for anything else or an unreadable file. */
export async function documentKindOf(file: Blob): Promise<DocumentKind | null> {
  try {
    const head = await readBytes(file.slice(0, SIGNATURE_HEAD_BYTES));
    const tail =
      file.size > SIGNATURE_HEAD_BYTES
        ? await readBytes(file.slice(Math.max(SIGNATURE_HEAD_BYTES, file.size - SIGNATURE_TAIL_BYTES)))
        : undefined;
    return documentKindOfBytes(head, tail);
  } catch {
    return null;
  }
}
