import type { Chat } from '@domain/chats/schema';
import { Field, Label, Listbox, ListboxButton, ListboxOption, ListboxOptions } from '@headlessui/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/field';
import { Icon } from '../../../components/ui/icons';
import { Modal } from '../../../components/ui/modal';
import { useUserList } from '../../tickets/api/get-user-list';
import { useSaveChat } from '../api/chats';
import { CHATS_NS } from '../texts';

interface ChatDialogProps {
  /** The chat edited, or none for a new one. */
  chat?: Chat;
  userId: string;
  onClose: () => void;
  onSaved: (chat: Chat) => void;
}

/** Spec 3 §2, §5: a title and the company's users (the owner is always in); Save. */
export function ChatDialog({ chat, userId, onClose, onSaved }: ChatDialogProps) {
  const { t } = useTranslation(CHATS_NS);
  const users = (useUserList().data ?? []).filter((user) => user.id !== userId);
  const [title, setTitle] = useState(chat?.title ?? '');
  const [picked, setPicked] = useState<string[]>(
    chat ? chat.users.map((member) => member.userId).filter((id) => id !== userId) : [],
  );
  const [errors, setErrors] = useState<{ title?: string; users?: string }>({});
  const save = useSaveChat();
  const chosen = users.filter((user) => picked.includes(user.id));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = {
      title: title.trim() ? undefined : t('chats.dialog.titleRequired'),
      users: picked.length > 0 ? undefined : t('chats.dialog.usersRequired'),
    };
    setErrors(found);
    if (found.title || found.users) return;
    save.mutate({ id: chat?.id, input: { title: title.trim(), users: picked } }, { onSuccess: onSaved });
  };

  return (
    <Modal
      open
      title={chat ? t('chats.dialog.editTitle') : t('chats.dialog.addTitle')}
      onClose={onClose}
      testId="chat-dialog"
    >
      <form onSubmit={onSubmit} noValidate>
        <div className="modal-body form-grid">
          <TextField
            label={t('chats.dialog.title')}
            value={title}
            onChange={(event) => setTitle(event.target.value)}
            error={errors.title}
            data-testid="chat-title"
          />
          <Field className={`field${errors.users ? ' field-invalid' : ''}`}>
            <Label className="field-label">{t('chats.dialog.users')}</Label>
            <Listbox value={picked} onChange={setPicked} multiple>
              <ListboxButton className="input select-button" data-testid="chat-users">
                <span className="chip-row">
                  {chosen.length === 0 && <span className="muted">{t('chats.dialog.usersEmpty')}</span>}
                  {chosen.map((user) => (
                    <span key={user.id} className="chip">
                      {user.name}
                    </span>
                  ))}
                </span>
                <Icon name="chevronDown" size={16} />
              </ListboxButton>
              <ListboxOptions anchor="bottom start" className="listbox-options">
                {users.map((user) => (
                  <ListboxOption
                    key={user.id}
                    value={user.id}
                    className="listbox-option"
                    data-testid={`chat-user-${user.id}`}
                  >
                    <span className="listbox-option-label">{user.name}</span>
                    <Icon name="check" size={16} className="listbox-check" />
                  </ListboxOption>
                ))}
              </ListboxOptions>
            </Listbox>
            {errors.users && <p className="field-error">{errors.users}</p>}
          </Field>
        </div>
        <footer className="modal-footer">
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            {t('common.cancel', { ns: 'translation' })}
          </button>
          <button type="submit" className="btn btn-primary" disabled={save.isPending} data-testid="chat-save">
            {t('chats.dialog.save')}
          </button>
        </footer>
      </form>
    </Modal>
  );
}
