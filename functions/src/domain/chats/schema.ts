import { z } from 'zod';

/** Chat members as ids or as picked users ({ id, name }); the owner is added by the service. */
const UserRef = z.union([z.string().min(1).max(64), z.object({ id: z.string().min(1).max(64) })]);

/** Spec 3 §5: a blank title and an empty user list get the spec's own texts. */
export const ChatInput = z.object({
  title: z
    .string({ required_error: 'Por favor, preencha o título da conversa.' })
    .trim()
    .min(1, 'Por favor, preencha o título da conversa.')
    .max(120, 'Too Long!'),
  users: z
    .array(UserRef, { required_error: 'Por favor, selecione pelo menos um usuário.' })
    .min(1, 'Por favor, selecione pelo menos um usuário.')
    .max(50, 'Too Long!')
    .transform((users) => [...new Set(users.map((user) => (typeof user === 'string' ? user : user.id)))]),
});
export type ChatInput = z.infer<typeof ChatInput>;

export const ChatListQuery = z.object({ pageNumber: z.coerce.number().int().min(1).max(10_000).default(1) });
export const ChatMessagesQuery = z.object({ pageNumber: z.coerce.number().int().min(1).max(500).default(1) });

/** Spec 3 §5: a message is sent only if non-blank. */
export const ChatMessageInput = z.object({
  message: z.string({ required_error: 'Required' }).trim().min(1, 'Required').max(4096, 'Too Long!'),
});

export interface ChatUser {
  userId: string;
  unreads: number;
  user: { id: string; name: string };
}

/** Spec 3 §3 Chat. */
export interface Chat {
  id: string;
  uuid: string;
  title: string;
  ownerId: string;
  lastMessage: string;
  createdAt: string;
  updatedAt: string;
  users: ChatUser[];
}

export interface ChatMessage {
  id: string;
  chatId: string;
  senderId: string;
  sender: { id: string; name: string };
  message: string;
  createdAt: string;
}
