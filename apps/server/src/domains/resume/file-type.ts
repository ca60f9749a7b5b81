import { open, readFile } from 'node:fs/promises';

/**
 * What a resume file really is, from its bytes (never its name or declared
 * type). Accepted (spec section 5: .pdf .ppt .doc .docx):
 * - PDF: starts with "%PDF-" and has an "%%EOF" marker in its last 1 KiB
 *   (a cut-off upload has none);
 * - Word 97-2003 (.doc) and PowerPoint 97-2003 (.ppt): an OLE2 compound file
 *   (D0 CF 11 E0 A1 B1 1A E1, a valid header) holding a "WordDocument" or a
 *   "PowerPoint Document" stream; other OLE2 files (.xls, .msg) are refused;
 * - Word 2007+ (.docx): a ZIP whose central directory lists
 *   "[Content_Types].xml" and "word/document.xml". Other Office Open XML
 *   files (.pptx, .xlsx) and plain ZIPs are refused: the spec lists .docx
 *   only. Nothing is decompressed, so a ZIP bomb costs nothing.
 * Anything else is 'unsupported'; a file with the right signature but a
 * broken structure is 'corrupt'.
 */
export type ResumeFileKind = 'pdf' | 'doc' | 'ppt' | 'docx';

export const RESUME_FILE_TYPES: Record<ResumeFileKind, { extension: string; mime: string }> = {
  pdf: { extension: 'pdf', mime: 'application/pdf' },
  doc: { extension: 'doc', mime: 'application/msword' },
  ppt: { extension: 'ppt', mime: 'application/vnd.ms-powerpoint' },
  docx: { extension: 'docx', mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
};
export const RESUME_EXTENSIONS = Object.values(RESUME_FILE_TYPES).map((type) => type.extension);

export type Detected = { kind: ResumeFileKind } | { problem: 'unsupported' | 'corrupt' };

const PDF_MAGIC = Buffer.from('%PDF-', 'latin1');
const OLE_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const EOCD = 0x06054b50;
const CENTRAL_ENTRY = 0x02014b50;

const startsWith = (bytes: Buffer, magic: Buffer) =>
  bytes.length >= magic.length && bytes.subarray(0, magic.length).equals(magic);

/** The last `length` bytes of a file (fewer when the file is smaller). */
async function readTail(path: string, size: number, length: number): Promise<Buffer> {
  const handle = await open(path, 'r');
  try {
    const take = Math.min(size, length);
    const buffer = Buffer.alloc(take);
    await handle.read(buffer, 0, take, size - take);
    return buffer;
  } finally {
    await handle.close();
  }
}

async function readRange(path: string, position: number, length: number): Promise<Buffer> {
  const handle = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(length);
    const { bytesRead } = await handle.read(buffer, 0, length, position);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** OLE2: a sane header, then the stream names (UTF-16LE in the directory sectors) say Word or PowerPoint. */
function oleKind(bytes: Buffer): Detected {
  if (bytes.length < 512) return { problem: 'corrupt' };
  const minor = bytes.readUInt16LE(0x18);
  const major = bytes.readUInt16LE(0x1a);
  const byteOrder = bytes.readUInt16LE(0x1c);
  const sectorShift = bytes.readUInt16LE(0x1e);
  if (
    byteOrder !== 0xfffe ||
    (major !== 3 && major !== 4) ||
    (sectorShift !== 9 && sectorShift !== 12) ||
    minor > 0x3e
  ) {
    return { problem: 'corrupt' };
  }
  if (bytes.includes(Buffer.from('WordDocument', 'utf16le'))) return { kind: 'doc' };
  if (bytes.includes(Buffer.from('PowerPoint Document', 'utf16le'))) return { kind: 'ppt' };
  // A compound file of another kind (.xls, .msg ...), or one whose directory is missing.
  return bytes.includes(Buffer.from('Root Entry', 'utf16le')) ? { problem: 'unsupported' } : { problem: 'corrupt' };
}

/** The entry names of a ZIP's central directory, or null when it cannot be read. */
export async function zipEntryNames(path: string, size: number, maxEntries = 5000): Promise<string[] | null> {
  // The end record is 22 bytes plus a comment of at most 65535 bytes.
  const tail = await readTail(path, size, 22 + 65_535);
  let end = -1;
  for (let i = tail.length - 22; i >= 0; i--) {
    if (tail.readUInt32LE(i) === EOCD) {
      end = i;
      break;
    }
  }
  if (end < 0) return null;
  const count = tail.readUInt16LE(end + 10);
  const directorySize = tail.readUInt32LE(end + 12);
  const directoryOffset = tail.readUInt32LE(end + 16);
  if (count > maxEntries || directoryOffset + directorySize > size || directorySize > 16 * 1024 * 1024) return null;
  const directory = await readRange(path, directoryOffset, directorySize);
  const names: string[] = [];
  let at = 0;
  for (let n = 0; n < count; n++) {
    if (at + 46 > directory.length || directory.readUInt32LE(at) !== CENTRAL_ENTRY) return null;
    const nameLength = directory.readUInt16LE(at + 28);
    const extraLength = directory.readUInt16LE(at + 30);
    const commentLength = directory.readUInt16LE(at + 32);
    if (at + 46 + nameLength > directory.length) return null;
    names.push(directory.subarray(at + 46, at + 46 + nameLength).toString('utf8'));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}

/** What the stored upload is (see the module comment). */
export async function detectResumeFile(path: string, head: Buffer, size: number): Promise<Detected> {
  if (size === 0) return { problem: 'unsupported' };
  if (startsWith(head, PDF_MAGIC)) {
    const tail = await readTail(path, size, 1024);
    return tail.includes(Buffer.from('%%EOF', 'latin1')) ? { kind: 'pdf' } : { problem: 'corrupt' };
  }
  if (startsWith(head, OLE_MAGIC)) {
    // At most the upload limit (20 MB), read once to find the directory's stream names.
    return oleKind(await readFile(path));
  }
  if (startsWith(head, ZIP_MAGIC)) {
    const names = await zipEntryNames(path, size);
    if (!names) return { problem: 'corrupt' };
    const has = (name: string) => names.includes(name);
    if (has('[Content_Types].xml') && has('word/document.xml')) return { kind: 'docx' };
    return { problem: 'unsupported' };
  }
  return { problem: 'unsupported' };
}
