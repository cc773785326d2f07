import { useRef, useState } from 'react';
import { toast } from '../../lib/toast';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { Icon } from '../ui/icons';
import './stored-attachment-field.css';

/** What the field says, in the caller's namespace. */
export interface StoredAttachmentTexts {
  label: string;
  attach: string;
  remove: string;
  confirmTitle: string;
  confirmMessage: string;
  /** A toast once the stored file is removed, when the screen has one. */
  removed?: string;
  /** The toast for a picked file of a type `accept` does not list. */
  wrongType?: string;
}

export interface StoredAttachmentFieldProps {
  /** The name of the file the record already holds, or null. */
  storedName: string | null;
  /** The file chosen to go up with the save. */
  file: File | null;
  onFile: (file: File | null) => void;
  /** Removes the stored file (asked after a confirmation); resolves once it is gone. */
  removeStored: () => Promise<unknown>;
  removing: boolean;
  texts: StoredAttachmentTexts;
  /** Prefix of the test ids: `<prefix>-name`, `<prefix>-remove`, `<prefix>-input`. */
  testId: string;
  /** The MIME types the picker offers and accepts (the API checks the bytes anyway); any file when absent. */
  accept?: readonly string[];
  /** The record cannot be saved: the stored name shows, nothing can change, and nothing shows when there is none. */
  disabled?: boolean;
}

const EXTENSIONS: Record<string, string> = { 'image/png': '.png', 'image/jpeg': '.jpg,.jpeg' };

/**
 * A record's one attachment in its dialog (schedules, quick messages, campaigns): the stored file, removed after
 * a confirmation, or a file chosen to be uploaded after the save.
 */
export function StoredAttachmentField(props: StoredAttachmentFieldProps) {
  const { storedName, file, onFile, removeStored, removing, texts, testId, accept, disabled = false } = props;
  const input = useRef<HTMLInputElement>(null);
  const [confirming, setConfirming] = useState(false);
  const [stored, setStored] = useState(storedName);
  const shown = file?.name ?? stored;

  const pick = (chosen: File | undefined) => {
    if (!chosen) return;
    if (accept && !accept.includes(chosen.type)) {
      if (texts.wrongType) toast.error(texts.wrongType);
      return;
    }
    onFile(chosen);
  };
  const confirmRemove = () =>
    removeStored().then(
      () => {
        setStored(null);
        setConfirming(false);
        if (texts.removed) toast.success(texts.removed);
      },
      () => setConfirming(false),
    );

  if (disabled && !shown) return null;
  return (
    <div className="field">
      <span className="field-label">{texts.label}</span>
      <div className="stored-attachment">
        {shown && (
          <span className="chip stored-attachment-name" data-testid={`${testId}-name`}>
            <Icon name="paperclip" size={14} />
            <span>{shown}</span>
          </span>
        )}
        {!disabled && shown && (
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            onClick={() => (file ? onFile(null) : setConfirming(true))}
            data-testid={`${testId}-remove`}
          >
            <Icon name="trash" size={14} />
            {texts.remove}
          </button>
        )}
        {!disabled && !shown && (
          <button type="button" className="btn btn-ghost btn-sm" onClick={() => input.current?.click()}>
            <Icon name="paperclip" size={14} />
            {texts.attach}
          </button>
        )}
        <input
          ref={input}
          type="file"
          hidden
          accept={
            accept ? [...accept, ...accept.map((type) => EXTENSIONS[type] ?? '')].filter(Boolean).join(',') : undefined
          }
          data-testid={`${testId}-input`}
          onChange={(event) => {
            pick(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
      </div>
      <ConfirmDialog
        open={confirming}
        title={texts.confirmTitle}
        onConfirm={() => void confirmRemove()}
        onClose={() => setConfirming(false)}
        busy={removing}
      >
        {texts.confirmMessage}
      </ConfirmDialog>
    </div>
  );
}
