/**
 * Sniffing a picture's format from its first bytes and reading its size from its header, before any
 * decoding, so that a huge picture is refused without allocating its pixels.
 *
 * Glossary:
 * - magic bytes: the fixed signature a format starts with (PNG `89 50 4E 47 0D 0A 1A 0A`, JPEG
 *   `FF D8 FF`, WebP `RIFF....WEBP`).
 * - header: the part of the file that states the picture's width and height (PNG's IHDR chunk, JPEG's
 *   SOFn segment, WebP's VP8 / VP8L / VP8X chunk).
 * - end mark: what a whole file ends its picture with (PNG's IEND chunk, JPEG's EOI marker `FF D9` after
 *   the scan data, WebP's RIFF size covering the file); a file without it was cut short in transfer.
 *
 * Specs: PNG (ISO/IEC 15948, section 11.2.2), JPEG (ITU T.81, B.2.2), WebP container and bitstreams
 * (RFC 9649).
 */

/** A format this reader decodes. */
export type PictureFormat = "png" | "jpeg" | "webp";

/** What {@link readHeader} found. */
export type HeaderResult =
  | { ok: true; format: PictureFormat; width: number; height: number }
  | { ok: false; problem: "not-an-image" }
  | { ok: false; problem: "unsupported-format"; format: string }
  | { ok: false; problem: "corrupt"; detail: string };

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0): boolean =>
  bytes.length >= at + signature.length && signature.every((b, i) => bytes[at + i] === b);

const ascii = (bytes: Uint8Array, at: number, length: number): string =>
  String.fromCharCode(...bytes.subarray(at, at + length));

const u16be = (b: Uint8Array, at: number): number => (b[at] << 8) | b[at + 1];
const u32be = (b: Uint8Array, at: number): number =>
  ((b[at] << 24) | (b[at + 1] << 16) | (b[at + 2] << 8) | b[at + 3]) >>> 0;
const u16le = (b: Uint8Array, at: number): number => b[at] | (b[at + 1] << 8);
const u32le = (b: Uint8Array, at: number): number => (u16le(b, at) | (u16le(b, at + 2) << 16)) >>> 0;
const u24le = (b: Uint8Array, at: number): number => b[at] | (b[at + 1] << 8) | (b[at + 2] << 16);

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] as const;

/** Formats people send that this reader does not decode, by their magic bytes. */
function otherFormat(bytes: Uint8Array): string | null {
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38])) return "gif";
  if (startsWith(bytes, [0x42, 0x4d])) return "bmp";
  if (startsWith(bytes, [0x49, 0x49, 0x2a, 0x00]) || startsWith(bytes, [0x4d, 0x4d, 0x00, 0x2a]))
    return "tiff";
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46])) return "pdf";
  if (bytes.length >= 12 && ascii(bytes, 4, 4) === "ftyp") {
    const brand = ascii(bytes, 8, 4);
    if (brand.startsWith("avi")) return "avif";
    if (brand.startsWith("hei") || brand.startsWith("mif") || brand.startsWith("hev")) return "heic";
    return "video";
  }
  return null;
}

function readPng(bytes: Uint8Array): HeaderResult {
  // The first chunk must be IHDR: length (4) "IHDR" width (4) height (4).
  if (bytes.length < 24 || ascii(bytes, 12, 4) !== "IHDR")
    return { ok: false, problem: "corrupt", detail: "PNG without IHDR" };
  return { ok: true, format: "png", width: u32be(bytes, 16), height: u32be(bytes, 20) };
}

/** True for the JPEG start-of-frame markers SOF0..SOF15 (C4 DHT, C8 JPG and CC DAC are not frames). */
const isStartOfFrame = (marker: number): boolean =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

function readJpeg(bytes: Uint8Array): HeaderResult {
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return { ok: false, problem: "corrupt", detail: "JPEG segment without a marker" };
    const marker = bytes[at + 1];
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8)) {
      at += 2; // standalone markers carry no length
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) break; // end of image, or scan data before any frame
    const length = u16be(bytes, at + 2);
    if (length < 2) return { ok: false, problem: "corrupt", detail: "JPEG segment too short" };
    if (isStartOfFrame(marker)) {
      if (at + 9 > bytes.length) break;
      return { ok: true, format: "jpeg", height: u16be(bytes, at + 5), width: u16be(bytes, at + 7) };
    }
    at += 2 + length;
  }
  return { ok: false, problem: "corrupt", detail: "JPEG without a frame header" };
}

function readWebp(bytes: Uint8Array): HeaderResult {
  if (bytes.length < 30) return { ok: false, problem: "corrupt", detail: "WebP too short" };
  const chunk = ascii(bytes, 12, 4);
  const data = 20;
  if (chunk === "VP8X") {
    // flags (1) reserved (3) canvas width - 1 (24 bits) canvas height - 1 (24 bits)
    return {
      ok: true,
      format: "webp",
      width: u24le(bytes, data + 4) + 1,
      height: u24le(bytes, data + 7) + 1,
    };
  }
  if (chunk === "VP8 ") {
    // frame tag (3) start code 9D 01 2A, then 14-bit width and height (2 bits of scale each)
    if (!startsWith(bytes, [0x9d, 0x01, 0x2a], data + 3))
      return { ok: false, problem: "corrupt", detail: "VP8 without start code" };
    return {
      ok: true,
      format: "webp",
      width: u16le(bytes, data + 6) & 0x3fff,
      height: u16le(bytes, data + 8) & 0x3fff,
    };
  }
  if (chunk === "VP8L") {
    // signature 2F, then width - 1 (14 bits) and height - 1 (14 bits), little-endian bit order
    if (bytes[data] !== 0x2f) return { ok: false, problem: "corrupt", detail: "VP8L without signature" };
    const bits =
      (bytes[data + 1] | (bytes[data + 2] << 8) | (bytes[data + 3] << 16) | (bytes[data + 4] << 24)) >>> 0;
    return { ok: true, format: "webp", width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  return { ok: false, problem: "corrupt", detail: `WebP with unknown chunk ${JSON.stringify(chunk)}` };
}

/**
 * Identifies a picture by its magic bytes and reads its width and height from the header.
 * @param bytes the file's bytes (only the first few kilobytes are looked at, except for JPEG, whose
 *   frame header may follow large metadata segments).
 * @returns the format and size, or why the bytes are not a picture this reader takes.
 * @example readHeader(pngBytes) // → { ok: true, format: "png", width: 640, height: 480 }
 */
export function readHeader(bytes: Uint8Array): HeaderResult {
  if (startsWith(bytes, PNG_SIGNATURE)) return readPng(bytes);
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return readJpeg(bytes);
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && bytes.length >= 12 && ascii(bytes, 8, 4) === "WEBP")
    return readWebp(bytes);
  const other = otherFormat(bytes);
  if (other !== null) return { ok: false, problem: "unsupported-format", format: other };
  return { ok: false, problem: "not-an-image" };
}

/** "IEND" as a big-endian 32-bit number. */
const IEND = 0x49454e44;

/** A PNG's chunks walked by their lengths: true when an IEND chunk comes before the bytes run out. */
function pngEnds(bytes: Uint8Array): boolean {
  for (let at = 8; at + 8 <= bytes.length; at += 12 + u32be(bytes, at))
    if (u32be(bytes, at + 4) === IEND) return true;
  return false;
}

/**
 * A JPEG's segments walked to its first scan (SOS), then an EOI marker looked for after it. Scan data
 * never holds `FF D9`: an `FF` byte there is stuffed as `FF 00`, and restart markers are `FF D0`..`FF D7`.
 */
function jpegEnds(bytes: Uint8Array): boolean {
  let at = 2;
  // Anything irregular before the scan ends the walk: the search for EOI starts from there.
  while (at + 4 <= bytes.length && bytes[at] === 0xff) {
    const marker = bytes[at + 1] as number;
    if (marker === 0xda || marker === 0xd9) break;
    if (marker === 0xff) at += 1;
    else if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8)) at += 2;
    else at += 2 + u16be(bytes, at + 2);
  }
  // From the end back: a whole file's EOI is found at once, and a cut one costs a single plain pass.
  for (let ff = bytes.length - 2; ff >= at; ff--)
    if (bytes[ff] === 0xff && bytes[ff + 1] === 0xd9) return true;
  return false;
}

/**
 * Whether a file that {@link readHeader} took is cut short: a PNG without its IEND chunk, a JPEG
 * without an end-of-image marker after its scan data, a WebP shorter than its RIFF size. Decoders
 * paint what is missing grey or leave it blank, without a word, so a board cut in half would be
 * answered "no grid" instead of "damaged". Bytes after the end mark are allowed (a phone's motion photo
 * appends a video to its JPEG).
 * @param bytes the file's bytes, `format` as {@link readHeader} found it.
 * @returns true when the end mark is missing.
 * @example endsEarly(png.subarray(0, png.length - 12), "png") // → true (no IEND)
 */
export function endsEarly(bytes: Uint8Array, format: PictureFormat): boolean {
  if (format === "png") return !pngEnds(bytes);
  if (format === "jpeg") return !jpegEnds(bytes);
  return bytes.length < 8 + u32le(bytes, 4);
}
