import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast';
import { admitFiles, MAX_PENDING_FILES } from './pending-files';

export interface PendingFile {
  id: string;
  file: File;
  /** An object URL of an image, for its thumbnail; revoked when the file leaves the tray. */
  previewUrl?: string;
}

export interface PendingFiles {
  files: PendingFile[];
  add: (files: File[]) => void;
  remove: (id: string) => void;
  clear: () => void;
  /** True while `sendAll` is under way. */
  sending: boolean;
  /**
   * Sends each file as its own message, in order, the caption with the first (as the chat app sends an album);
   * each leaves the tray once stored, and `onCaptionSent` runs after the first. After a failure (the API client
   * has toasted it) the rest stay, to be sent again.
   */
  sendAll: (
    sendOne: (file: File, caption: string | undefined) => Promise<unknown>,
    caption: string | undefined,
    onCaptionSent: () => void,
  ) => Promise<void>;
}

let nextId = 0;

/** Files picked, pasted or dropped, waiting to be captioned and sent (issue 14: nothing leaves on pick). */
export function usePendingFiles(maxBytes: number): PendingFiles {
  const { t } = useTranslation();
  const [files, setFiles] = useState<PendingFile[]>([]);
  const [sending, setSending] = useState(false);
  // The latest list, so `add` counts what the tray holds and the unmount revokes what is left.
  const held = useRef(files);
  held.current = files;

  const add = useCallback(
    (offered: File[]) => {
      const { admitted, refused } = admitFiles(held.current.length, offered, maxBytes);
      for (const refusal of refused) {
        if (refusal.reason === 'tooLarge') {
          const limit = Math.floor(maxBytes / 1024 / 1024);
          toast.error(t('conversation.attachments.tooLarge', { name: refusal.file.name, limit }));
        }
      }
      if (refused.some((refusal) => refusal.reason === 'tooMany')) {
        toast.warning(t('conversation.attachments.tooMany', { max: MAX_PENDING_FILES }));
      }
      if (admitted.length === 0) return;
      const pending = admitted.map((file) => ({
        id: `pending-${++nextId}`,
        file,
        previewUrl: file.type.startsWith('image/') ? URL.createObjectURL(file) : undefined,
      }));
      setFiles((current) => [...current, ...pending]);
    },
    [maxBytes, t],
  );

  const remove = useCallback((id: string) => {
    const leaving = held.current.find((pending) => pending.id === id);
    if (leaving?.previewUrl) URL.revokeObjectURL(leaving.previewUrl);
    setFiles((current) => current.filter((pending) => pending.id !== id));
  }, []);

  const clear = useCallback(() => {
    held.current.forEach((pending) => pending.previewUrl && URL.revokeObjectURL(pending.previewUrl));
    setFiles([]);
  }, []);

  const sendAll: PendingFiles['sendAll'] = async (sendOne, caption, onCaptionSent) => {
    setSending(true);
    try {
      for (const [index, pending] of held.current.entries()) {
        await sendOne(pending.file, index === 0 ? caption : undefined);
        remove(pending.id);
        if (index === 0) onCaptionSent();
      }
    } catch {
      // Already shown as an error toast.
    } finally {
      setSending(false);
    }
  };

  useEffect(
    () => () => held.current.forEach((pending) => pending.previewUrl && URL.revokeObjectURL(pending.previewUrl)),
    [],
  );

  return { files, add, remove, clear, sending, sendAll };
}
