import { UPLOAD_POLICIES } from '../uploads/upload-policies.js';

/** How a stored file is answered to a browser: its Content-Type and Content-Disposition. */
export interface ServedAs {
  contentType: string;
  disposition: 'inline' | 'attachment';
}

/** Shown in the page (an <img>, <audio>, <video>, the PDF viewer, plain text): nothing in them runs as a page. */
function showsInline(type: string): boolean {
  const [family, subtype = ''] = type.split('/');
  if (family === 'image') return !/svg|xml/.test(subtype);
  return family === 'audio' || family === 'video' || type === 'application/pdf' || type === 'text/plain';
}

/** Documents the product accepts (upload-policies.ts): downloaded under their own type, so they open as what they are. */
const DOCUMENTS = new Set(
  Object.values(UPLOAD_POLICIES).flatMap((policy) => [
    ...policy.types,
    ...Object.values(policy.text),
    ...Object.values(policy.containers ?? {}).flatMap((byExtension) => Object.values(byExtension)),
  ]),
);

/**
 * How the media route (local) and S3 (at put time) answer a file of this type (docs/decisions/021). Customers send
 * any file, so a stored HTML or SVG page must never run on the product's origin: what is not shown inline is an
 * attachment, and what is not a known document goes as `application/octet-stream`, which no browser executes.
 */
export function servedAs(storedType: string): ServedAs {
  const type = storedType.split(';')[0]!.trim().toLowerCase();
  if (showsInline(type)) return { contentType: storedType, disposition: 'inline' };
  if (DOCUMENTS.has(type)) return { contentType: storedType, disposition: 'attachment' };
  return { contentType: 'application/octet-stream', disposition: 'attachment' };
}
