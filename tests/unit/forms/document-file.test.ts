import { applicationBody, applicationDefaults } from '@/lib/forms/application';
import { getPositionChoices } from '@/lib/content/careers';
import { applicationSchemaFor } from '@/lib/forms/application-schema';
import {
  TAIL_BYTES,
  checkDocument,
  isSoundCompoundFile,
  isSoundPdf,
  zipDirectory,
  zipEntryNames,
} from '@/lib/forms/document-file';
import { readableSize, shownFileName } from '@/lib/forms/file';
import { safeFileName } from '@/lib/forms/file-name';
import { RESUME_EMPTY_MESSAGE, RESUME_NOT_A_DOCUMENT_MESSAGE, resumeProblem } from '@/lib/forms/resume-check';
import { documentBytes, zipBytes } from '../../fixtures/documents';

/** The application schema for the open positions of content/careers, as the page builds it. */
const applicationSchema = applicationSchemaFor(getPositionChoices().map((position) => position.title));

const file = (parts: Uint8Array<ArrayBuffer> | number[] | BlobPart[], name: string) =>
  new File(
    Array.isArray(parts) && typeof parts[0] === 'number'
      ? [new Uint8Array(parts as number[])]
      : Array.isArray(parts)
        ? (parts as BlobPart[])
        : [parts],
    name,
  );
const bytes = (text: string) => new Uint8Array(Array.from(text, (character) => character.charCodeAt(0)));

/** Issue 52's probe files, as they were sent. */
const probes = {
  pdfWithHtml: () => file([bytes('%PDF-<html><body><script>alert(document.cookie)</script></body></html>')], 'cv.pdf'),
  zipWithProgram: () => {
    const zip = zipBytes([['word/evil.exe', [0x4d, 0x5a, ...new Array<number>(60).fill(0x90)]]]);
    return file([...zip, ...new Array<number>(200 - zip.length).fill(0)].slice(0, 200), 'cv.docx');
  },
  oleHeaderOnly: () => file([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], 'cv.doc'),
  docxNamedPdf: () => file(documentBytes('docx', 2048), 'cv.pdf'),
};

describe('checkDocument: what a file is by its content, and whether it has that kind of structure', () => {
  it.each([
    ['pdf', 0],
    ['pdf', 2048],
    ['pdf', 300_000],
    ['docx', 0],
    ['docx', 2048],
    ['docx', 300_000],
    ['doc', 0],
    ['doc', 2048],
    ['doc', 300_000],
  ] as const)('a real minimal %s of %i bytes (0: its smallest) is sound', async (kind, size) => {
    const document = documentBytes(kind, size || undefined);
    if (size) expect(document.length).toBe(size);
    expect(await checkDocument(file(document, `cv.${kind}`))).toEqual({ kind });
  });

  it('refuses what the probe sent: a "%PDF-" file that is HTML with a script', async () => {
    expect(await checkDocument(probes.pdfWithHtml())).toEqual({ kind: 'pdf', fault: 'damaged' });
  });

  it('refuses what the probe sent: a 200-byte zip named cv.docx holding word/evil.exe', async () => {
    const zip = probes.zipWithProgram();
    expect(zip.size).toBe(200);
    expect(await checkDocument(zip)).toEqual({ kind: null });
  });

  it('refuses what the probe sent: an 8-byte compound file header named cv.doc', async () => {
    expect(await checkDocument(probes.oleHeaderOnly())).toEqual({ kind: 'doc', fault: 'damaged' });
  });

  it('knows DOCX content named cv.pdf for what it is', async () => {
    expect(await checkDocument(probes.docxNamedPdf())).toEqual({ kind: 'docx' });
  });

  it('refuses a Word package that carries programs or macros, or entries outside the package', async () => {
    const word = [
      ['[Content_Types].xml', '<Types/>'],
      ['word/document.xml', '<w:document/>'],
    ] as [string, string][];
    const checked = (extra: [string, string]) => checkDocument(file(zipBytes([...word, extra]), 'cv.docx'));
    expect(await checked(['word/evil.exe', 'MZ'])).toEqual({ kind: 'docx', fault: 'programs' });
    expect(await checked(['word/vbaProject.bin', 'macros'])).toEqual({ kind: 'docx', fault: 'programs' });
    expect(await checked(['word/media/run.JS', 'alert(1)'])).toEqual({ kind: 'docx', fault: 'programs' });
    expect(await checked(['../../evil.xml', '<x/>'])).toEqual({ kind: 'docx', fault: 'damaged' });
    expect(await checked(['word\\..\\evil.xml', '<x/>'])).toEqual({ kind: 'docx', fault: 'damaged' });
    expect(await checked(['word/media/photo.png', 'png'])).toEqual({ kind: 'docx' });
  });

  it('refuses HTML, a zip that is no Word document, a zip cut short, and too few bytes', async () => {
    expect(await checkDocument(file(documentBytes('html', 2048), 'cv.pdf'))).toEqual({ kind: null });
    expect(await checkDocument(file(documentBytes('xlsx', 2048), 'cv.docx'))).toEqual({ kind: null });
    expect(await checkDocument(file(documentBytes('docx', 2048).slice(0, 1500), 'cv.docx'))).toEqual({ kind: null });
    expect(await checkDocument(file(documentBytes('pdf', 4), 'cv.pdf'))).toEqual({ kind: null });
    expect(await checkDocument(file(new Uint8Array(), 'cv.pdf'))).toEqual({ kind: null });
    // "%PDF-" somewhere later is not a PDF.
    expect(await checkDocument(file(['<html>', documentBytes('pdf', 2048)], 'cv.pdf'))).toEqual({ kind: null });
  });

  it('reads an entry list larger than the tail it reads from its own slice', async () => {
    const many = Array.from({ length: 500 }, (_, index) => [`word/media/${'x'.repeat(150)}${index}.png`, 'p']);
    const zip = zipBytes([
      ['[Content_Types].xml', '<Types/>'],
      ['word/document.xml', '<w:document/>'],
      ...(many as [string, string][]),
    ]);
    expect(zip.length).toBeGreaterThan(1.5 * TAIL_BYTES);
    expect(await checkDocument(file(zip, 'big.docx'))).toEqual({ kind: 'docx' });
  });
});

describe('isSoundPdf: the structure a PDF has', () => {
  const sound = documentBytes('pdf', 2048);
  const text = String.fromCharCode(...sound);
  const check = (changed: string) => isSoundPdf(bytes(changed), bytes(changed), changed.length);

  it('needs a version header, objects, a cross-reference section, startxref inside the file and %%EOF at the end', () => {
    expect(check(text)).toBe(true);
    expect(check(text.replace('%PDF-1.7', '%PDF-9.9'))).toBe(false);
    expect(check(text.replace('%%EOF', '%%END'))).toBe(false);
    expect(check(`${text}${' '.repeat(2000)}`)).toBe(false);
    expect(check(text.replace(/startxref\n\d+/, 'startxref\n999999'))).toBe(false);
    expect(check(text.replace(/\d+ 0 obj/g, 'object'))).toBe(false);
    expect(check(text.replace('xref\n0 4', 'xxxx\n0 4').replace('trailer', 'trailor'))).toBe(false);
  });

  it('accepts a cross-reference stream (PDF 1.5 and later) instead of a table', () => {
    const stream =
      '%PDF-1.5\n1 0 obj\n<< /Type /Catalog >>\nendobj\n2 0 obj\n<< /Type /XRef /Size 3 /W [1 2 1] >>\nstream\nxx\nendstream\nendobj\nstartxref\n45\n%%EOF\n';
    expect(check(stream)).toBe(true);
  });
});

describe('isSoundCompoundFile: a plausible Word 97-2003 header', () => {
  const sound = documentBytes('doc', 2048);
  const changed = (offset: number, values: number[]) => {
    const copy = sound.slice();
    copy.set(values, offset);
    return copy;
  };

  it('needs the version and sector size that go together, little-endian order, and a directory inside the file', () => {
    expect(isSoundCompoundFile(sound, sound.length)).toBe(true);
    expect(isSoundCompoundFile(changed(0x1a, [4]), sound.length)).toBe(false); // version 4 with 512-byte sectors
    expect(isSoundCompoundFile(changed(0x1c, [0xff, 0xfe]), sound.length)).toBe(false);
    expect(isSoundCompoundFile(changed(0x30, [0x40]), sound.length)).toBe(false);
    expect(isSoundCompoundFile(changed(0x2c, [0]), sound.length)).toBe(false);
    expect(isSoundCompoundFile(changed(0x10, [1]), sound.length)).toBe(false);
  });

  it('needs at least one sector beyond the 512-byte header', () => {
    expect(isSoundCompoundFile(sound.slice(0, 512), 512)).toBe(false);
    expect(isSoundCompoundFile(sound.slice(0, 8), 8)).toBe(false);
  });
});

describe('zipDirectory and zipEntryNames: a zip entry list read from its end', () => {
  it('finds the entries of a zip and nothing in other bytes', () => {
    const zip = new Uint8Array(
      zipBytes([
        ['a.txt', 'a'],
        ['word/document.xml', '<w/>'],
      ]),
    );
    const directory = zipDirectory(zip, 0)!;
    expect(directory.entries).toBe(2);
    expect(zipEntryNames(zip.subarray(directory.offset, directory.offset + directory.size), 2)).toEqual([
      'a.txt',
      'word/document.xml',
    ]);
    expect(zipDirectory(bytes('PK\u0005\u0006 no end record here'), 0)).toBeNull();
    expect(zipEntryNames(bytes('not a directory'.padEnd(60)), 1)).toBeNull();
  });
});

describe('resumeProblem: name, size, then content, in words an applicant understands', () => {
  it('accepts real documents', async () => {
    expect(await resumeProblem(file(documentBytes('pdf', 1000), 'cv.pdf'))).toBeNull();
    expect(await resumeProblem(file(documentBytes('docx', 2000), 'CV.DOCX'))).toBeNull();
    expect(await resumeProblem(file(documentBytes('doc', 2000), 'cv.doc'))).toBeNull();
  });

  it("names each probe's problem", async () => {
    expect(await resumeProblem(probes.pdfWithHtml())).toBe(
      'This PDF file is damaged or incomplete. Please save your CV/Resume again and choose the new file.',
    );
    expect(await resumeProblem(probes.zipWithProgram())).toBe(
      'This file is not a real PDF, DOC or DOCX document. Please choose your CV/Resume file.',
    );
    expect(await resumeProblem(probes.oleHeaderOnly())).toBe(
      'This DOC file is damaged or incomplete. Please save your CV/Resume again and choose the new file.',
    );
    expect(await resumeProblem(probes.docxNamedPdf())).toBe(
      'This file is a Word document (.docx), but its name ends in .pdf. Please rename it to end in .docx, or choose another file.',
    );
    const macros = zipBytes([
      ['[Content_Types].xml', '<Types/>'],
      ['word/document.xml', '<w:document/>'],
      ['word/vbaProject.bin', 'macros'],
    ]);
    expect(await resumeProblem(file(macros, 'cv.docx'))).toBe(
      'This Word file contains macros or programs, which we cannot accept. Please save your CV/Resume as a plain DOCX or PDF and choose the new file.',
    );
    expect(await resumeProblem(file(documentBytes('doc', 2048), 'cv.docx'))).toBe(
      'This file is an older Word or Office document (.doc), but its name ends in .docx. Please rename it to end in .doc, or choose another file.',
    );
  });

  it('keeps the name and size messages', async () => {
    expect(await resumeProblem(file(new Uint8Array(), 'cv.pdf'))).toBe(
      'This file is empty. Please choose your CV/Resume file.',
    );
    expect(await resumeProblem(file(documentBytes('pdf', 1000), 'cv.png'))).toBe(
      'This file type is not accepted. Please upload a PDF, DOC or DOCX file.',
    );
    expect(await resumeProblem(undefined)).toBe('Please upload your CV/Resume.');
  });

  it('is what the schema says about the resume', async () => {
    const values = { ...applicationDefaults('Integration Engineer'), fullName: 'Ada', email: 'ada@example.com' };
    const resumeMessage = async (resume: File) =>
      (await applicationSchema.safeParseAsync({ ...values, resume })).error?.issues[0]?.message;
    expect(await resumeMessage(file(documentBytes('html', 300), 'cv.PDF'))).toBe(RESUME_NOT_A_DOCUMENT_MESSAGE);
    expect(await resumeMessage(file(new Uint8Array(), 'empty.pdf'))).toBe(RESUME_EMPTY_MESSAGE);
    expect(await resumeMessage(probes.pdfWithHtml())).toMatch(/^This PDF file is damaged/);
    expect(await resumeMessage(file(documentBytes('pdf', 1000), 'cv.pdf'))).toBeUndefined();
  });

  it('reads slices of a large file, never all of it', async () => {
    const read = jest.spyOn(FileReader.prototype, 'readAsArrayBuffer');
    const big = file(documentBytes('pdf', 4 * 1024 * 1024), 'cv.pdf');
    expect(await resumeProblem(big)).toBeNull();
    const sizes = read.mock.calls.map(([blob]) => blob.size);
    read.mockRestore();
    expect(Math.max(...sizes)).toBeLessThanOrEqual(TAIL_BYTES);
  });
});

describe('safeFileName: the name a file is sent under', () => {
  it('removes control characters and the marks and overrides that reorder text', () => {
    expect(safeFileName('cv\u202Efdp.pdf')).toBe('cvfdp.pdf');
    expect(safeFileName('\u2067cv\u2069\u200E\u200F\u061C.docx')).toBe('cv.docx');
    expect(safeFileName('my\u0000cv\r\n\t\u007F\u0085.pdf')).toBe('mycv.pdf');
    expect(safeFileName('  Ada Lovelace – CV (2025).pdf ')).toBe('Ada Lovelace – CV (2025).pdf');
  });

  it('turns path separators and markup into "_", as the probe sent them', () => {
    expect(safeFileName('resume..\\..\\..\\windows\\evil.pdf')).toBe('resume.._.._.._windows_evil.pdf');
    expect(safeFileName('../../etc/cv.pdf')).toBe('file.._.._etc_cv.pdf');
    expect(safeFileName('<img src=x onerror=alert(1)>.pdf')).toBe('_img src=x onerror=alert(1)_.pdf');
    expect(safeFileName('cv "final" `v2` <b>.pdf')).toBe('cv _final_ _v2_ _b_.pdf');
    expect(safeFileName("O'Brien & Sons CV.pdf")).toBe("O'Brien & Sons CV.pdf");
  });

  it('caps a long name at 120 characters, keeping its extension and whole characters', () => {
    const long = `${'a'.repeat(1000)}.pdf`;
    expect(long).toHaveLength(1004);
    expect(safeFileName(long)).toBe(`${'a'.repeat(116)}.pdf`);
    const family = '\u{1F468}\u200D\u{1F469}\u200D\u{1F467}';
    const cut = safeFileName(`${'b'.repeat(110)}${family}${'c'.repeat(20)}.docx`);
    expect(cut).toBe(`${'b'.repeat(110)}.docx`);
    expect(safeFileName(`${'d'.repeat(200)}`)).toBe('d'.repeat(120));
  });

  it('falls back when nothing but the extension is left', () => {
    expect(safeFileName('\u202E.pdf', 'resume')).toBe('resume.pdf');
    expect(safeFileName('\u202E', 'resume')).toBe('resume');
  });

  it('is the name the application sends: the schema gives the file its safe name, the drop zone shows its own', async () => {
    const resume = file(documentBytes('pdf', 1000), '\u202Ecv<img onerror>..\\x.pdf');
    const values = await applicationSchema.parseAsync({
      ...applicationDefaults('Integration Engineer'),
      fullName: 'Ada',
      email: 'ada@example.com',
      resume,
    });
    const sent = applicationBody(values).get('resume') as File;
    expect(sent.name).toBe('cv_img onerror_.._x.pdf');
    expect(sent.size).toBe(1000);
    expect(shownFileName(resume.name)).toBe('cv<img onerror>..\\x.pdf');
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
