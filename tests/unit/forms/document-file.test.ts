import { applicationBody, applicationDefaults } from '@/lib/forms/application';
import { RESUME_EMPTY_MESSAGE, RESUME_NOT_A_DOCUMENT_MESSAGE, checkResume } from '@/lib/forms/resume';
import { applicationSchema } from '@/lib/forms/application-schema';
import { SIGNATURE_HEAD_BYTES, documentKindOf, documentKindOfBytes } from '@/lib/forms/document-file';
import { readableSize, safeFileName } from '@/lib/forms/file';
import { documentBytes, documentHeads } from '../../fixtures/documents';

const file = (bytes: Uint8Array<ArrayBuffer> | BlobPart[], name: string) =>
  new File(Array.isArray(bytes) ? bytes : [bytes], name);

describe('documentKindOf: what a file is, by its first bytes', () => {
  it('knows PDF, DOC and DOCX by their signatures', async () => {
    expect(await documentKindOf(file(documentBytes('pdf', 2048), 'cv.pdf'))).toBe('pdf');
    expect(await documentKindOf(file(documentBytes('doc', 2048), 'cv.doc'))).toBe('doc');
    expect(await documentKindOf(file(documentBytes('docx', 2048), 'cv.docx'))).toBe('docx');
  });

  it('refuses HTML, a zip that is not a Word document, and too few bytes', async () => {
    expect(await documentKindOf(file(documentBytes('html', 2048), 'cv.PDF'))).toBeNull();
    expect(await documentKindOf(file(documentBytes('xlsx', 2048), 'cv.docx'))).toBeNull();
    expect(await documentKindOf(file(documentBytes('pdf', 4), 'cv.pdf'))).toBeNull();
    expect(await documentKindOf(file(documentBytes('doc', 4), 'cv.doc'))).toBeNull();
    expect(await documentKindOf(file(new Uint8Array(), 'cv.pdf'))).toBeNull();
    // "%PDF-" somewhere later is not a PDF.
    expect(await documentKindOf(file(['<html>', new Uint8Array(documentHeads.pdf)], 'cv.pdf'))).toBeNull();
  });

  it('finds a DOCX whose word/ entries come after the first few KB in the zip central directory at its end', async () => {
    const head = new Uint8Array([
      ...documentHeads.xlsx.slice(0, 30),
      ...new Array<number>(SIGNATURE_HEAD_BYTES * 3).fill(0x41),
    ]);
    const directory = 'PK\u0001\u0002 word/document.xml PK\u0005\u0006';
    expect(await documentKindOf(file([head, directory], 'big.docx'))).toBe('docx');
    expect(await documentKindOf(file([head], 'big.docx'))).toBeNull();
    expect(documentKindOfBytes(new Uint8Array(documentHeads.docx))).toBe('docx');
  });
});

describe('checkResume: name, size, then content', () => {
  it('accepts real documents and names the problem of the others', async () => {
    expect(await checkResume(file(documentBytes('pdf', 100), 'cv.pdf'))).toBeNull();
    expect(await checkResume(file(documentBytes('docx', 1000), 'CV.DOCX'))).toBeNull();
    expect(await checkResume(file(documentBytes('doc', 100), 'cv.doc'))).toBeNull();
    expect(await checkResume(file(documentBytes('html', 100), 'cv.PDF'))).toBe(
      'This file is not a real PDF, DOC or DOCX document. Please choose your CV/Resume file.',
    );
    expect(await checkResume(file(new Uint8Array(), 'cv.pdf'))).toBe(
      'This file is empty. Please choose your CV/Resume file.',
    );
    expect(await checkResume(file(documentBytes('pdf', 100), 'cv.png'))).toBe(
      'This file type is not accepted. Please upload a PDF, DOC or DOCX file.',
    );
    expect(await checkResume(undefined)).toBe('Please upload your CV/Resume.');
  });

  it('is what the schema says about the resume', async () => {
    const values = { ...applicationDefaults('Integration Engineer'), fullName: 'Ada', email: 'ada@example.com' };
    const resumeMessage = async (resume: File) =>
      (await applicationSchema.safeParseAsync({ ...values, resume })).error?.issues[0]?.message;
    expect(await resumeMessage(file(documentBytes('html', 300), 'cv.PDF'))).toBe(RESUME_NOT_A_DOCUMENT_MESSAGE);
    expect(await resumeMessage(file(new Uint8Array(), 'empty.pdf'))).toBe(RESUME_EMPTY_MESSAGE);
    expect(await resumeMessage(file(documentBytes('pdf', 300), 'cv.pdf'))).toBeUndefined();
  });
});

describe('safeFileName: the name a file is sent under', () => {
  it('removes control characters and the marks and overrides that reorder text', () => {
    expect(safeFileName('cv\u202Efdp.pdf')).toBe('cvfdp.pdf');
    expect(safeFileName('\u2067cv\u2069\u200E\u200F\u061C.docx')).toBe('cv.docx');
    expect(safeFileName('my\u0000cv\r\n\t\u007F\u0085.pdf')).toBe('mycv.pdf');
    expect(safeFileName('  Ada Lovelace – CV (2025).pdf ')).toBe('Ada Lovelace – CV (2025).pdf');
  });

  it('keeps the rest of the name as it is, markup included (the receiver must escape it like any text)', () => {
    expect(safeFileName('<img src=x onerror=alert(1)>.pdf')).toBe('<img src=x onerror=alert(1)>.pdf');
  });

  it('falls back when nothing but the extension is left', () => {
    expect(safeFileName('\u202E.pdf', 'resume')).toBe('resume.pdf');
    expect(safeFileName('\u202E', 'resume')).toBe('resume');
  });

  it('is the name the application sends', () => {
    const resume = file(documentBytes('pdf', 100), '\u202Ecv<img onerror>.pdf');
    const body = applicationBody({
      ...applicationDefaults('Integration Engineer'),
      fullName: 'Ada',
      email: 'ada@example.com',
      position: 'Integration Engineer',
      resume,
    });
    expect((body.get('resume') as File).name).toBe('cv<img onerror>.pdf');
  });
});

describe('readableSize: a chosen file size as the drop zone shows it', () => {
  it.each([
    [0, '1 KB'],
    [900, '1 KB'],
    [250_000, '244 KB'],
    [999 * 1024, '999 KB'],
    [1000 * 1024, '1.0 MB'],
    [1024 * 1024, '1.0 MB'],
    [5 * 1024 * 1024, '5.0 MB'],
  ])('%i bytes read as %s', (bytes, expected) => {
    expect(readableSize(bytes)).toBe(expected);
  });
});
