import { z } from 'zod';

const required = 'Obrigatório';

/** Options a list may carry: each is one more message (and file) after the list's own message. */
export const FILE_LIST_OPTIONS_MAX = 20;

/**
 * One option as the dialog sends it. `id` names a stored option (its file is kept); an unknown or repeated id is a
 * new option. `path` null drops the option's file; any other value is the server's and is ignored (the client
 * echoes the options it was given).
 */
export const FileListOptionInput = z.object({
  id: z.string().trim().max(64).optional(),
  name: z
    .string({ required_error: required, invalid_type_error: required })
    .trim()
    .min(1, required)
    .max(100, 'Too Long!'),
  message: z
    .string()
    .trim()
    .max(4096, 'Too Long!')
    .nullish()
    .transform((value) => value ?? ''),
  path: z.string().max(500).nullish(),
});
export type FileListOptionInput = z.infer<typeof FileListOptionInput>;

/** Spec 3 §5: name required, at least 3 ('nome muito curto'); message required ('Obrigatório'). */
export const FileListCreate = z.object({
  name: z
    .string({ required_error: required, invalid_type_error: required })
    .trim()
    .min(3, 'nome muito curto')
    .max(100, 'Too Long!'),
  message: z
    .string({ required_error: required, invalid_type_error: required })
    .trim()
    .min(1, required)
    .max(4096, 'Too Long!'),
  options: z.array(FileListOptionInput).max(FILE_LIST_OPTIONS_MAX, 'Opções demais').default([]),
  /** Sent by the spec's client; the list belongs to the token's user. */
  userId: z.union([z.string().max(64), z.number()]).optional(),
});
export type FileListCreate = z.infer<typeof FileListCreate>;
export const FileListUpdate = FileListCreate.partial();
export type FileListUpdate = z.infer<typeof FileListUpdate>;

/** GET /files/ (spec 3 §7): search on the name, in pages. */
export const FileListQuery = z.object({
  searchParam: z.string().trim().max(100).default(''),
  pageNumber: z.coerce.number().int().min(1).max(10_000).default(1),
  /** Sent by the campaign dialog; the token's company decides. */
  companyId: z.string().max(64).optional(),
});

export interface FileListOption {
  id: string;
  name: string;
  message: string;
  /** The file's key in the BlobStore, its MIME type (by content) and its name, or null without a file. */
  path: string | null;
  mediaType: string | null;
  file: string | null;
}

export interface FileList {
  id: string;
  name: string;
  message: string;
  userId: string;
  options: FileListOption[];
  createdAt: string;
  updatedAt: string;
}

/** A file list as the API answers it: each option's file with a signed link. */
export type FileListAnswer = Omit<FileList, 'options'> & {
  options: (FileListOption & { mediaUrl: string | null })[];
};

export interface FileListPage {
  files: FileListAnswer[];
  count: number;
  hasMore: boolean;
}

/** Realtime on `company-<id>-file` (spec 3 §7). */
export type FileListEvent =
  { action: 'create' | 'update'; fileList: FileListAnswer } | { action: 'delete'; fileId: string };

export const fileListsChannel = (companyId: string) => `company-${companyId}-file`;
