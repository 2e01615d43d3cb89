/**
 * ZIP archives, as far as the catalogue needs them: XLSX files are ZIPs of XML, and a gallery's
 * photos come as a ZIP. Writing deflates every entry; reading takes stored and deflated entries
 * (what every ZIP tool writes), without ZIP64 (archives over 4 GB) or encryption.
 */
import { crc32, deflateRawSync, inflateRawSync } from 'node:zlib'

export type ZipEntry = { name: string; data: Buffer }

/** What one archive may unpack to at most: a "zip bomb" is refused before it fills the memory. */
export const maxUnpackedBytes = 2 * 1024 ** 3

const utf8Names = 0x0800

/** DOS date and time of a moment, as ZIP headers carry them. */
function dosTime(date: Date): { time: number; day: number } {
  return {
    time: (date.getHours() << 11) | (date.getMinutes() << 5) | Math.floor(date.getSeconds() / 2),
    day: ((date.getFullYear() - 1980) << 9) | ((date.getMonth() + 1) << 5) | date.getDate(),
  }
}

export function writeZip(entries: readonly ZipEntry[], date = new Date()): Buffer {
  const { time, day } = dosTime(date)
  const locals: Buffer[] = []
  const centrals: Buffer[] = []
  let offset = 0
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8')
    const packed = deflateRawSync(entry.data)
    const crc = crc32(entry.data)
    const local = Buffer.alloc(30)
    local.writeUInt32LE(0x04034b50, 0)
    local.writeUInt16LE(20, 4)
    local.writeUInt16LE(utf8Names, 6)
    local.writeUInt16LE(8, 8)
    local.writeUInt16LE(time, 10)
    local.writeUInt16LE(day, 12)
    local.writeUInt32LE(crc, 14)
    local.writeUInt32LE(packed.length, 18)
    local.writeUInt32LE(entry.data.length, 22)
    local.writeUInt16LE(name.length, 26)
    local.writeUInt16LE(0, 28)
    const central = Buffer.alloc(46)
    central.writeUInt32LE(0x02014b50, 0)
    central.writeUInt16LE(20, 4)
    central.writeUInt16LE(20, 6)
    central.writeUInt16LE(utf8Names, 8)
    central.writeUInt16LE(8, 10)
    central.writeUInt16LE(time, 12)
    central.writeUInt16LE(day, 14)
    central.writeUInt32LE(crc, 16)
    central.writeUInt32LE(packed.length, 20)
    central.writeUInt32LE(entry.data.length, 24)
    central.writeUInt16LE(name.length, 28)
    central.writeUInt32LE(offset, 42)
    locals.push(local, name, packed)
    centrals.push(central, name)
    offset += local.length + name.length + packed.length
  }
  const directory = Buffer.concat(centrals)
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(entries.length, 8)
  end.writeUInt16LE(entries.length, 10)
  end.writeUInt32LE(directory.length, 12)
  end.writeUInt32LE(offset, 16)
  return Buffer.concat([...locals, directory, end])
}

export function isZip(bytes: Uint8Array): boolean {
  return bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04
}

/** The files of an archive by their path inside it (folders left out). Throws on what it cannot read. */
export function readZip(bytes: Buffer): Map<string, Buffer> {
  let end = -1
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 22 - 0xffff); at--) {
    if (bytes.readUInt32LE(at) === 0x06054b50) {
      end = at
      break
    }
  }
  if (end < 0) throw new Error('not a ZIP archive (no central directory)')
  const count = bytes.readUInt16LE(end + 10)
  let at = bytes.readUInt32LE(end + 16)
  const files = new Map<string, Buffer>()
  let unpacked = 0
  for (let index = 0; index < count; index++) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== 0x02014b50) throw new Error('damaged ZIP archive (central directory)')
    const flags = bytes.readUInt16LE(at + 8)
    const method = bytes.readUInt16LE(at + 10)
    const crc = bytes.readUInt32LE(at + 16)
    const packedSize = bytes.readUInt32LE(at + 20)
    const size = bytes.readUInt32LE(at + 24)
    const nameLength = bytes.readUInt16LE(at + 28)
    const extraLength = bytes.readUInt16LE(at + 30)
    const commentLength = bytes.readUInt16LE(at + 32)
    const localOffset = bytes.readUInt32LE(at + 42)
    const name = bytes.subarray(at + 46, at + 46 + nameLength).toString(flags & utf8Names ? 'utf8' : 'latin1')
    at += 46 + nameLength + extraLength + commentLength
    if (name.endsWith('/')) continue
    if (flags & 1) throw new Error(`encrypted entry: ${name}`)
    if (packedSize === 0xffffffff || size === 0xffffffff) throw new Error('ZIP64 archives are not supported')
    unpacked += size
    if (unpacked > maxUnpackedBytes) throw new Error('the archive unpacks to more than 2 GB')
    if (bytes.readUInt32LE(localOffset) !== 0x04034b50) throw new Error(`damaged ZIP archive (entry ${name})`)
    const start = localOffset + 30 + bytes.readUInt16LE(localOffset + 26) + bytes.readUInt16LE(localOffset + 28)
    const packed = bytes.subarray(start, start + packedSize)
    let data: Buffer
    if (method === 0) data = Buffer.from(packed)
    else if (method === 8) data = inflateRawSync(packed, { maxOutputLength: Math.max(size, 1) })
    else throw new Error(`unsupported compression (method ${method}) in ${name}`)
    if (data.length !== size || crc32(data) !== crc) {
      throw new Error(`damaged ZIP archive (checksum of ${name})`)
    }
    files.set(name, data)
  }
  return files
}
