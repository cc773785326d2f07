/** The features a file can enter by, each with the one policy its uploads are checked against. */
export type UploadPolicyName =
  | 'messageMedia'
  | 'contactsImport'
  | 'quickMessageMedia'
  | 'scheduleMedia'
  | 'campaignMedia'
  | 'announcementImage'
  | 'fileListMedia'
  | 'contactListImport';

export interface UploadPolicy {
  name: UploadPolicyName;
  /** MIME types recognised by their magic bytes (file-type's names). */
  types: readonly string[];
  /** The extensions those types go by, as the refusal lists them. */
  extensions: readonly string[];
  /** Container formats whose kind only the declared extension tells: detected MIME → extension → MIME to store. */
  containers?: Readonly<Record<string, Readonly<Record<string, string>>>>;
  /** Text formats (no magic bytes): extension → MIME type, accepted when the bytes are text. */
  text: Readonly<Record<string, string>>;
}

const PICTURES = {
  types: ['image/jpeg', 'image/png'],
  extensions: ['png', 'jpg', 'jpeg'],
  text: {},
} as const;

/**
 * What a chat message can carry and the chat app delivers: pictures, voice and music, videos and the documents
 * customers exchange. Executables, scripts, HTML and SVG are not among them.
 */
const CHAT_MEDIA = {
  types: [
    ...['image/jpeg', 'image/png', 'image/gif', 'image/webp'],
    ...['audio/mpeg', 'audio/ogg', 'audio/ogg; codecs=opus', 'audio/mp4', 'audio/x-m4a', 'audio/aac', 'audio/amr'],
    'audio/wav',
    ...['video/mp4', 'video/3gpp', 'video/quicktime', 'video/webm'],
    'application/pdf',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    'application/vnd.oasis.opendocument.text',
    'application/vnd.oasis.opendocument.spreadsheet',
    'application/vnd.oasis.opendocument.presentation',
    'application/rtf',
    ...['application/zip', 'application/x-rar-compressed', 'application/x-7z-compressed'],
  ],
  extensions: [
    ...['jpg', 'jpeg', 'png', 'gif', 'webp', 'mp3', 'ogg', 'opus', 'm4a', 'aac', 'amr', 'wav'],
    ...['mp4', '3gp', 'mov', 'webm', 'pdf', 'docx', 'xlsx', 'pptx', 'odt', 'ods', 'odp', 'rtf', 'zip', 'rar', '7z'],
  ],
  // Word, Excel and PowerPoint before 2007 share one container format with installers (.msi).
  containers: {
    'application/x-cfb': {
      doc: 'application/msword',
      xls: 'application/vnd.ms-excel',
      ppt: 'application/vnd.ms-powerpoint',
    },
  },
  text: { txt: 'text/plain', csv: 'text/csv', vcf: 'text/vcard' },
} as const;

export const UPLOAD_POLICIES: Readonly<Record<UploadPolicyName, UploadPolicy>> = {
  messageMedia: { name: 'messageMedia', ...CHAT_MEDIA },
  // Quick messages and campaigns send their attachment as a chat message: the same types.
  quickMessageMedia: { name: 'quickMessageMedia', ...CHAT_MEDIA },
  campaignMedia: { name: 'campaignMedia', ...CHAT_MEDIA },
  // A file list's files go out after a campaign's message, as chat messages: the same types.
  fileListMedia: { name: 'fileListMedia', ...CHAT_MEDIA },
  // Spec 1 §4 and 2: schedule attachments are png, jpg and jpeg only; spec 3: so are announcement images.
  scheduleMedia: { name: 'scheduleMedia', ...PICTURES },
  announcementImage: { name: 'announcementImage', ...PICTURES },
  // Spec 1 §3: the contacts import reads a CSV; a spreadsheet or anything binary is refused before parsing.
  contactsImport: { name: 'contactsImport', types: [], extensions: [], text: { csv: 'text/csv' } },
  // Spec 3 §2: a contact list imports a spreadsheet (.xlsx, by its bytes) or a CSV (docs/decisions/047).
  contactListImport: {
    name: 'contactListImport',
    types: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    extensions: ['xlsx'],
    text: { csv: 'text/csv' },
  },
};
