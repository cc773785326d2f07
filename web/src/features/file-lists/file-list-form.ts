import type { FileListAnswer } from '@domain/file-lists/schema';

export interface FileListOptionValues {
  /** The row's React key: the stored option's id, or a local one for a new option. */
  key: string;
  /** The stored option's id; absent for a new one. */
  id?: string;
  name: string;
  message: string;
  /** The name of the file the option holds, or null. */
  storedFile: string | null;
  /** The stored file is to leave the option on save. */
  dropFile: boolean;
  /** A file chosen to go up after the save. */
  file: File | null;
}

export interface FileListFormValues {
  name: string;
  message: string;
  options: FileListOptionValues[];
}

type OptionErrors = Partial<Record<'name' | 'message', 'required' | 'messageOrFile'>>;
export interface FileListFormErrors {
  name?: 'required' | 'tooShort';
  message?: 'required';
  options?: OptionErrors[];
}

export interface FileListPayload {
  name: string;
  message: string;
  options: { id?: string; name: string; message: string; path?: null }[];
}

let lastKey = 0;
export const newOption = (): FileListOptionValues => ({
  key: `new-${++lastKey}`,
  name: '',
  message: '',
  storedFile: null,
  dropFile: false,
  file: null,
});

export const initialFileListValues = (record?: FileListAnswer): FileListFormValues => ({
  name: record?.name ?? '',
  message: record?.message ?? '',
  options: (record?.options ?? []).map((option) => ({
    key: option.id,
    id: option.id,
    name: option.name,
    message: option.message,
    storedFile: option.file,
    dropFile: false,
    file: null,
  })),
});

const hasFile = (option: FileListOptionValues) => Boolean(option.file ?? (option.dropFile ? null : option.storedFile));

/**
 * Spec 3 §5 as the API checks it: name at least 3 ('nome muito curto'), message required ('Obrigatório'); each option
 * named, with a message or a file. Answers the body to save and the files to upload, by option position.
 */
export function checkFileList(
  values: FileListFormValues,
):
  | { ok: true; payload: FileListPayload; uploads: { index: number; file: File }[] }
  | { ok: false; errors: FileListFormErrors } {
  const name = values.name.trim();
  const message = values.message.trim();
  const errors: FileListFormErrors = {};
  if (!name) errors.name = 'required';
  else if (name.length < 3) errors.name = 'tooShort';
  if (!message) errors.message = 'required';
  const optionErrors = values.options.map((option): OptionErrors => {
    const found: OptionErrors = {};
    if (!option.name.trim()) found.name = 'required';
    if (!option.message.trim() && !hasFile(option)) found.message = 'messageOrFile';
    return found;
  });
  if (optionErrors.some((found) => found.name || found.message)) errors.options = optionErrors;
  if (errors.name || errors.message || errors.options) return { ok: false, errors };
  return {
    ok: true,
    payload: {
      name,
      message,
      options: values.options.map((option) => ({
        ...(option.id ? { id: option.id } : {}),
        name: option.name.trim(),
        message: option.message.trim(),
        ...(option.dropFile && !option.file ? { path: null } : {}),
      })),
    },
    uploads: values.options.flatMap((option, index) => (option.file ? [{ index, file: option.file }] : [])),
  };
}
