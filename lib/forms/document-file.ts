/**
 * What a chosen document really is, read from its content rather than its name, and whether it has
 * the structure a real document of that kind has. Used for the application form's resume (SPEC §5:
 * PDF, DOC or DOCX), loaded when a file is chosen. Only slices are read: the first 8 KB, the last
 * 64 KB and, for a DOCX, the zip's list of entries.
 */

export type DocumentKind = 'pdf' | 'doc' | 'docx';
/** What is wrong with a file of a known kind: it lacks that kind's structure, or it carries programs. */
export type DocumentFault = 'damaged' | 'programs';
/** `kind`: what the file's first bytes say it is (null: none of the three); `fault`: what is wrong with it as that kind. */
export type DocumentCheck = { kind: DocumentKind | null; fault?: DocumentFault };

/** How much of the file's start is read: the PDF header and first objects, the compound file header. */
export const HEAD_BYTES = 8 * 1024;
/** How much of its end is read: a zip's end record with the longest comment, a PDF's trailer. */
export const TAIL_BYTES = 22 + 0xffff;
/** The longest zip entry list read (some thousands of entries; a resume has a few dozen). */
const MAX_DIRECTORY_BYTES = 1024 * 1024;

const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d]; // "%PDF-"
const OLE2_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]; // Word 97-2003 (.doc) compound file
const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04]; // "PK\3\4", a zip's first entry

const startsWith = (bytes: Uint8Array, magic: number[]) => magic.every((byte, index) => bytes[index] === byte);
/** Bytes as text, one character each (the structure words of PDF and zip are ASCII). */
const latin1 = (bytes: Uint8Array) => Array.from(bytes, (byte) => String.fromCharCode(byte)).join('');
const view = (bytes: Uint8Array) => new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** The kind a file's first bytes announce (a zip is a DOCX only if its entries say so: docxCheck), or null. */
export function documentKindOfHead(head: Uint8Array): DocumentKind | null {
  if (startsWith(head, PDF_MAGIC)) return 'pdf';
  if (startsWith(head, OLE2_MAGIC)) return 'doc';
  if (startsWith(head, ZIP_MAGIC)) return 'docx';
  return null;
}

/**
 * Whether a file that starts "%PDF-" has a PDF's structure: a "%PDF-1.x" (or 2.0) header, numbered
 * objects, a cross-reference table or stream, and "startxref" with an offset inside the file, then
 * "%%EOF" in its last 1,024 bytes. `tail` is the file's end (all of it when small).
 */
export function isSoundPdf(head: Uint8Array, tail: Uint8Array, size: number): boolean {
  const start = latin1(head);
  const end = latin1(tail);
  const startxref = /startxref\s+(\d+)\s+%%EOF/.exec(end);
  return (
    /^%PDF-(1\.\d|2\.0)\s/.test(start) &&
    end.slice(-1024).includes('%%EOF') &&
    startxref !== null &&
    Number(startxref[1]) < size &&
    /\d+\s+\d+\s+obj\b/.test(start + end) &&
    /(^|[^t])xref\s|trailer|\/XRef\b/.test(end)
  );
}

/**
 * Whether a file that starts like a compound file (Word 97-2003) has a plausible header: version 3
 * with 512-byte sectors or 4 with 4,096, little-endian, 64-byte mini sectors, a FAT and a
 * directory inside the file, and room for at least one sector after the header's.
 */
export function isSoundCompoundFile(head: Uint8Array, size: number): boolean {
  if (head.length < 512) return false;
  const header = view(head);
  const version = header.getUint16(0x1a, true);
  const sectorShift = header.getUint16(0x1e, true);
  const sector = 2 ** sectorShift;
  const sectors = Math.floor(size / sector) - 1;
  return (
    head.subarray(8, 24).every((byte) => byte === 0) &&
    ((version === 3 && sectorShift === 9) || (version === 4 && sectorShift === 12)) &&
    header.getUint16(0x1c, true) === 0xfffe &&
    header.getUint16(0x20, true) === 6 &&
    sectors >= 1 &&
    header.getUint32(0x2c, true) >= 1 &&
    header.getUint32(0x30, true) < sectors
  );
}

/** Where a zip's entry list is, from its end record in `tail` (the file's last bytes, starting at `tailStart`); null if it has none. */
export function zipDirectory(
  tail: Uint8Array,
  tailStart: number,
): { offset: number; size: number; entries: number } | null {
  const bytes = view(tail);
  for (let at = tail.length - 22; at >= 0; at -= 1) {
    if (bytes.getUint32(at, true) !== 0x06054b50 || at + 22 + bytes.getUint16(at + 20, true) !== tail.length) continue;
    const directory = {
      entries: bytes.getUint16(at + 10, true),
      size: bytes.getUint32(at + 12, true),
      offset: bytes.getUint32(at + 16, true),
    };
    return directory.offset + directory.size <= tailStart + at && directory.size <= MAX_DIRECTORY_BYTES
      ? directory
      : null;
  }
  return null;
}

/** The names in a zip's entry list (its central directory), or null when it is not one. */
export function zipEntryNames(directory: Uint8Array, entries: number): string[] | null {
  const bytes = view(directory);
  const names: string[] = [];
  let at = 0;
  for (let index = 0; index < entries; index += 1) {
    if (at + 46 > directory.length || bytes.getUint32(at, true) !== 0x02014b50) return null;
    const nameLength = bytes.getUint16(at + 28, true);
    names.push(latin1(directory.subarray(at + 46, at + 46 + nameLength)));
    at += 46 + nameLength + bytes.getUint16(at + 30, true) + bytes.getUint16(at + 32, true);
  }
  return at <= directory.length ? names : null;
}

/** Entries that run or carry code: programs, scripts, macros (a .docx never has a vbaProject.bin). */
const PROGRAM_ENTRY =
  /\.(exe|dll|com|scr|pif|cpl|msi|msp|bat|cmd|ps1|vbs|vbe|js|jse|wsf|wsh|hta|jar|sh|lnk|app)$|vbaproject\.bin$/i;

/**
 * What a zip is by its entry names: a Word document (an OOXML package: "[Content_Types].xml" and
 * "word/document.xml"), faulty when an entry carries programs or lies outside the package, else none of the three.
 */
export function docxCheck(names: string[]): DocumentCheck {
  if (!names.includes('[Content_Types].xml') || !names.includes('word/document.xml')) return { kind: null };
  if (names.some((name) => PROGRAM_ENTRY.test(name))) return { kind: 'docx', fault: 'programs' };
  const outside = names.some((name) => name.startsWith('/') || name.includes('\\') || name.split('/').includes('..'));
  return outside ? { kind: 'docx', fault: 'damaged' } : { kind: 'docx' };
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

/** What `file` really is and what is wrong with it as that, read from slices of it; an unreadable file is none of the three. */
export async function checkDocument(file: Blob): Promise<DocumentCheck> {
  try {
    const head = await readBytes(file.slice(0, HEAD_BYTES));
    const kind = documentKindOfHead(head);
    if (kind === 'doc') return isSoundCompoundFile(head, file.size) ? { kind } : { kind, fault: 'damaged' };
    if (!kind) return { kind };
    const tailStart = Math.max(0, file.size - TAIL_BYTES);
    const tail = await readBytes(file.slice(tailStart));
    if (kind === 'pdf') return isSoundPdf(head, tail, file.size) ? { kind } : { kind, fault: 'damaged' };
    const directory = zipDirectory(tail, tailStart);
    const names =
      directory &&
      zipEntryNames(
        directory.offset >= tailStart
          ? tail.subarray(directory.offset - tailStart, directory.offset - tailStart + directory.size)
          : await readBytes(file.slice(directory.offset, directory.offset + directory.size)),
        directory.entries,
      );
    return names ? docxCheck(names) : { kind: null };
  } catch {
    return { kind: null };
  }
}
