import { createWriteStream } from 'node:fs';
import { extname, join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import yauzl from 'yauzl';
import { EngineError } from '../errors';
import { checkedRelativePath, invalid, MEDIA_EXTENSIONS, MEDIA_MESSAGES, megabytes, sanitiseName, type MediaLimits } from './media-rules';

/**
 * A zip upload of the media browser (decision 893): every entry is checked with yauzl
 * before anything is extracted (names, links, entry count, total size, compression ratio), then
 * the entries are streamed one by one into a staging folder, their bytes counted again, so a
 * zip never sits in memory entry by entry (decision 1030). The caller checks the extracted files
 * like any upload and moves them into place, or discards the staging folder.
 */

/** A zip as it arrived: its bytes, or the file the server streamed it to. */
export type ZipSource = { bytes: Buffer } | { path: string };

/** One extracted file: its sanitised segments below the upload folder and its staged copy. */
export interface ExtractedZipFile {
  segments: string[];
  path: string;
}

interface ZipEntryPlan {
  segments: string[];
  directory: boolean;
  size: number;
  entry: yauzl.Entry;
}

const refuseZip = (reason: string) => invalid(MEDIA_MESSAGES.zip, { reason }, 'file');

// autoClose off: every opened zip is closed exactly once, by `withZip` (yauzl throws on a second close).
const ZIP_OPTIONS: yauzl.Options = { lazyEntries: true, decodeStrings: true, validateEntrySizes: true, strictFileNames: true, autoClose: false };

/** The zip's directory; a corrupt or truncated archive is refused with a sentence, not yauzl's English error. */
function openZip(source: ZipSource): Promise<yauzl.ZipFile> {
  return new Promise((resolvePromise, reject) => {
    const done = (error: Error | null, zip?: yauzl.ZipFile) => (error || !zip ? reject(refuseZip(MEDIA_MESSAGES.zipUnreadable)) : resolvePromise(zip));
    if ('bytes' in source) yauzl.fromBuffer(source.bytes, ZIP_OPTIONS, done);
    else yauzl.open(source.path, ZIP_OPTIONS, done);
  });
}

async function withZip<T>(source: ZipSource, use: (zip: yauzl.ZipFile) => Promise<T>): Promise<T> {
  const zip = await openZip(source);
  try {
    return await use(zip);
  } finally {
    zip.close();
  }
}

/** Every entry of the zip, read without extracting anything; refused as a whole on the first bad one. */
async function planZip(zip: yauzl.ZipFile, limits: MediaLimits): Promise<ZipEntryPlan[]> {
  const plans: ZipEntryPlan[] = [];
  let total = 0;
  const refuse = refuseZip;
  return new Promise((resolvePromise, reject) => {
    // yauzl's own refusals (a `..` or absolute name under strictFileNames, a broken header) are English: one German reason.
    zip.on('error', () => reject(refuse(MEDIA_MESSAGES.zipEntry)));
    zip.on('end', () => resolvePromise(plans));
    zip.on('entry', (entry: yauzl.Entry) => {
      try {
        if (plans.length >= limits.zipEntries) throw refuse(`mehr als ${limits.zipEntries} Einträge`);
        const segments = checkedRelativePath(entry.fileName);
        if (!segments || segments.length === 0) throw refuse(`unzulässiger Name ${JSON.stringify(entry.fileName)}`);
        const unixMode = (entry.externalFileAttributes >>> 16) & 0o170000;
        if (unixMode === 0o120000) throw refuse(`symbolischer Link ${entry.fileName}`);
        const directory = entry.fileName.endsWith('/');
        if (!directory) {
          total += entry.uncompressedSize;
          if (entry.uncompressedSize > limits.fileBytes) throw refuse(`${entry.fileName} ist grösser als ${megabytes(limits.fileBytes)} MB`);
          if (total > limits.zipBytes) throw refuse(`entpackt grösser als ${megabytes(limits.zipBytes)} MB`);
          if (entry.compressedSize > 0 && entry.uncompressedSize / entry.compressedSize > limits.zipRatio) throw refuse(`${entry.fileName} ist verdächtig stark komprimiert`);
          if (!MEDIA_EXTENSIONS.includes(extname(entry.fileName).toLowerCase())) throw refuse(`${entry.fileName}: Dateityp nicht erlaubt`);
        }
        plans.push({ segments: segments.map(sanitiseName), directory, size: entry.uncompressedSize, entry });
        if (plans.at(-1)!.segments.some((segment) => segment === '')) throw refuse(`unzulässiger Name ${JSON.stringify(entry.fileName)}`);
        zip.readEntry();
      } catch (error) {
        reject(error);
      }
    });
    zip.readEntry();
  });
}

/** One entry streamed to `target`, stopped as soon as it passes its declared size. */
function extractEntry(zip: yauzl.ZipFile, entry: yauzl.Entry, limit: number, target: string): Promise<void> {
  return new Promise((resolvePromise, reject) =>
    zip.openReadStream(entry, (error, stream) => {
      if (error || !stream) return reject(refuseZip(MEDIA_MESSAGES.zipEntry));
      let size = 0;
      const counter = new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          size += chunk.length;
          if (size > limit) callback(invalid(MEDIA_MESSAGES.zip, { reason: `${entry.fileName} ist grösser als angegeben` }, 'file'));
          else callback(null, chunk);
        },
      });
      pipeline(stream, counter, createWriteStream(target, { flags: 'wx' })).then(resolvePromise, (failure: unknown) =>
        reject(EngineError.is(failure) ? failure : refuseZip(MEDIA_MESSAGES.zipEntry)),
      );
    }),
  );
}

/**
 * The files of a zip extracted into `stagingDir` (which must exist and be empty of these names)
 * after every entry was checked; refused as a whole (an EngineError naming the reason) otherwise.
 */
export async function extractZipEntries(source: ZipSource, stagingDir: string, limits: MediaLimits): Promise<ExtractedZipFile[]> {
  const plans = await withZip(source, (zip) => planZip(zip, limits));
  const byName = new Map<string, ZipEntryPlan>();
  for (const plan of plans) byName.set(plan.entry.fileName, plan);
  const files: ExtractedZipFile[] = [];
  await withZip(
    source,
    (zip) =>
      new Promise<void>((resolvePromise, reject) => {
        zip.on('error', () => reject(refuseZip(MEDIA_MESSAGES.zipEntry)));
        zip.on('end', () => resolvePromise());
        zip.on('entry', (entry: yauzl.Entry) => {
          const plan = byName.get(entry.fileName);
          if (!plan || plan.directory) return zip.readEntry();
          const target = join(stagingDir, `zip-${files.length}`);
          extractEntry(zip, entry, plan.size, target)
            .then(() => {
              files.push({ segments: plan.segments, path: target });
              zip.readEntry();
            })
            .catch((error: unknown) => reject(error));
        });
        zip.readEntry();
      }),
  );
  return files;
}
