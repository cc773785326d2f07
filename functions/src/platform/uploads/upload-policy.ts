import { fileTypeFromBlob, fileTypeFromBuffer } from 'file-type';
import { AppError } from '../errors.js';
import { UPLOAD_POLICIES, type UploadPolicy, type UploadPolicyName } from './upload-policies.js';

export { UPLOAD_POLICIES, type UploadPolicy, type UploadPolicyName };

/** What an accepted file is, by its content: the MIME type to store and send it with, and its extension. */
export interface AllowedUpload {
  mimetype: string;
  extension: string;
}

/**
 * Accepts the file only when its bytes are one of the types `policy` allows (docs/decisions/021): binary formats by
 * their magic bytes (file-type), never by the name; text formats, which have none, when the bytes are text and the
 * declared name has one of the policy's text extensions. Anything else throws a 415 ERR_UPLOAD_TYPE_NOT_ALLOWED.
 */
export async function assertUploadAllowed(
  policy: UploadPolicy | UploadPolicyName,
  content: Uint8Array | Blob,
  declaredName?: string,
): Promise<AllowedUpload> {
  const rules = typeof policy === 'string' ? UPLOAD_POLICIES[policy] : policy;
  const size = content instanceof Blob ? content.size : content.byteLength;
  if (size === 0) throw new AppError('ERR_VALIDATION', 400, 'O arquivo está vazio');
  const extension = extensionOf(declaredName);
  const detected = content instanceof Blob ? await fileTypeFromBlob(content) : await fileTypeFromBuffer(content);
  // file-type also names some text formats (a vCard, XML); text is judged as text, by the declared extension.
  const allowed =
    detected && !isTextFormat(detected.mime)
      ? binaryType(rules, detected.mime, detected.ext, extension)
      : await textType(rules, content, extension);
  if (!allowed) throw notAllowed(rules);
  return allowed;
}

function binaryType(rules: UploadPolicy, mime: string, ext: string, declared: string | undefined) {
  // Some formats are containers first: an old Word file and an installer (.msi) are both CFB; the declared
  // extension picks among the ones the policy names and nothing else gets through.
  const byExtension = rules.containers?.[mime];
  if (byExtension) {
    const chosen = declared ? byExtension[declared] : undefined;
    return chosen && declared ? { mimetype: chosen, extension: declared } : undefined;
  }
  return rules.types.includes(mime) ? { mimetype: mime, extension: ext } : undefined;
}

function isTextFormat(mime: string): boolean {
  return mime.startsWith('text/') || mime === 'application/xml';
}

async function textType(rules: UploadPolicy, content: Uint8Array | Blob, declared: string | undefined) {
  const formats = Object.entries(rules.text);
  const only = formats.length === 1 ? formats[0] : undefined;
  // Without a name a text file can only be the policy's one text format (a CSV import posted as a blob).
  const extension = declared ?? only?.[0];
  const mimetype = extension ? rules.text[extension] : undefined;
  if (!extension || !mimetype || !(await isText(content))) return undefined;
  return { mimetype, extension };
}

/**
 * Text as the features use it: no NUL and no control characters but tab, line breaks and form feed. Any 8-bit
 * encoding passes (spreadsheets export Windows-1252 as often as UTF-8); UTF-16 does not (it is full of NULs).
 */
export async function isText(content: Uint8Array | Blob): Promise<boolean> {
  if (!(content instanceof Blob)) return !content.some(isControl);
  const reader = content.stream().getReader();
  try {
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      if (read.value.some(isControl)) return false;
    }
    return true;
  } finally {
    await reader.cancel();
  }
}

function isControl(byte: number): boolean {
  return byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0c && byte !== 0x0d;
}

/** The declared name's extension, lower case, without the dot; undefined when it has none. */
function extensionOf(name: string | undefined): string | undefined {
  const base = name?.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : undefined;
}

function notAllowed(rules: UploadPolicy): AppError {
  const extensions = allowedExtensions(rules);
  return new AppError(
    'ERR_UPLOAD_TYPE_NOT_ALLOWED',
    415,
    `Tipo de arquivo não permitido. Tipos aceitos: ${extensions.join(', ')}`,
    { policy: rules.name, allowed: extensions },
  );
}

/** The extensions a policy accepts, for messages and for a file input's `accept`. */
export function allowedExtensions(rules: UploadPolicy): string[] {
  const containers = Object.values(rules.containers ?? {}).flatMap((byExtension) => Object.keys(byExtension));
  return [...new Set([...rules.extensions, ...containers, ...Object.keys(rules.text)])];
}
