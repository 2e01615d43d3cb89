/**
 * ZIP archives as the catalogue reads them, through yauzl: the central directory first, then an
 * entry only when it is asked for, inflated as a stream (zlib works off the request thread), from
 * a file on disk or a buffer. So an archive of a gallery's photos (up to 1 GB through the admin,
 * any size through `npm run import`) never sits in memory whole: one picture at a time does.
 * yauzl also reads ZIP64 archives and checks that no entry inflates to more than its header says
 * (a "zip bomb" stops at the size it declared).
 */
import yauzl, { type Entry, type ZipFile } from 'yauzl'

/** An open archive: its files by their path inside it (folders left out), each read when asked for. */
export type ZipArchive = {
  files: ReadonlyMap<string, { size: number; read: () => Promise<Buffer> }>
  close: () => void
}

export function isZip(bytes: Uint8Array): boolean {
  return bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04
}

// Lazily, one entry at a time; kept open until closed, so entries can be read in any order later.
const options = { lazyEntries: true, autoClose: false, decodeStrings: true, validateEntrySizes: true, strictFileNames: false } as const

function opened(open: (callback: (error: Error | null, zip: ZipFile) => void) => void): Promise<ZipArchive> {
  return new Promise((resolve, reject) => {
    open((error, zip) => {
      if (error) return reject(error)
      const files = new Map<string, { size: number; read: () => Promise<Buffer> }>()
      const fail = (reason: Error) => {
        zip.close()
        reject(reason)
      }
      zip.on('error', fail)
      zip.on('entry', (entry: Entry) => {
        if (!entry.fileName.endsWith('/')) {
          if (entry.isEncrypted()) return fail(new Error(`encrypted entry: ${entry.fileName}`))
          files.set(entry.fileName, { size: entry.uncompressedSize, read: () => readEntry(zip, entry) })
        }
        zip.readEntry()
      })
      zip.on('end', () => {
        zip.removeListener('error', fail)
        // An error after the directory was read belongs to the entry being read, which reports it.
        zip.on('error', () => undefined)
        resolve({ files, close: () => zip.close() })
      })
      zip.readEntry()
    })
  })
}

function readEntry(zip: ZipFile, entry: Entry): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (error, stream) => {
      if (error) return reject(error)
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('error', (reason: Error) => reject(new Error(`damaged ZIP archive (${entry.fileName}: ${reason.message})`)))
      stream.on('end', () => resolve(Buffer.concat(chunks)))
    })
  })
}

/** The archive in the file `path`, its directory read; throws on what is no readable ZIP. */
export function openZip(path: string): Promise<ZipArchive> {
  return opened((callback) => yauzl.open(path, options, callback))
}

/** The same for an archive already in memory (a workbook, at most the catalogue file's 25 MB). */
export function openZipBuffer(bytes: Buffer): Promise<ZipArchive> {
  return opened((callback) => yauzl.fromBuffer(bytes, options, callback))
}
