import { z } from 'zod';
import { IntegrationFailure, type BotMessage } from './engine.js';
import { postJson } from './http-json.js';

/**
 * Typebot's chat API v1 (docs.typebot.io, "Chat" API reference): `POST {base}/api/v1/typebots/{publicId}/startChat`
 * answers a `sessionId` and the first bubbles; `POST {base}/api/v1/sessions/{sessionId}/continueChat` sends the
 * customer's answer and gets the next ones. `base` is the viewer's URL (the integration's `urlN8N`). Text bubbles
 * are asked for as markdown; rich text (older servers) is flattened.
 */
const Bubble = z
  .object({
    type: z.string(),
    content: z
      .object({
        type: z.string().optional(),
        markdown: z.string().optional(),
        richText: z.unknown().optional(),
        url: z.string().optional(),
      })
      .passthrough()
      .optional(),
  })
  .passthrough();

const ChatAnswer = z
  .object({
    sessionId: z.string().optional(),
    messages: z.array(Bubble).default([]),
    input: z
      .object({
        type: z.string(),
        items: z.array(z.object({ content: z.string().optional() }).passthrough()).optional(),
      })
      .passthrough()
      .nullish(),
  })
  .passthrough();

export interface TypebotTurn {
  sessionId?: string;
  messages: BotMessage[];
  /** The flow waits for an answer; absent: the flow is over. */
  waiting: boolean;
  /** The choices of a buttons input, offered as a numbered list. */
  choices: string[];
}

export const typebotBase = (urlN8N: string) => urlN8N.replace(/\/+$/, '');

export async function startChat(
  base: string,
  publicId: string,
  prefilledVariables: Record<string, string>,
): Promise<TypebotTurn> {
  const raw = await postJson(`${typebotBase(base)}/api/v1/typebots/${encodeURIComponent(publicId)}/startChat`, {
    isStreamEnabled: false,
    textBubbleContentFormat: 'markdown',
    prefilledVariables,
  });
  const turn = parse(raw);
  if (!turn.sessionId) throw new IntegrationFailure('answer', 'o Typebot não devolveu sessionId');
  return turn;
}

export async function continueChat(base: string, sessionId: string, text: string): Promise<TypebotTurn> {
  const raw = await postJson(`${typebotBase(base)}/api/v1/sessions/${encodeURIComponent(sessionId)}/continueChat`, {
    message: { type: 'text', text },
    textBubbleContentFormat: 'markdown',
  });
  return parse(raw);
}

function parse(raw: unknown): TypebotTurn {
  const parsed = ChatAnswer.safeParse(raw ?? {});
  if (!parsed.success) throw new IntegrationFailure('answer', 'resposta do Typebot fora do formato');
  const { sessionId, messages, input } = parsed.data;
  return {
    ...(sessionId ? { sessionId } : {}),
    messages: messages.flatMap(toBotMessage),
    waiting: Boolean(input),
    choices: (input?.items ?? []).flatMap((item) => (item.content ? [item.content] : [])),
  };
}

function toBotMessage(bubble: z.infer<typeof Bubble>): BotMessage[] {
  const content = bubble.content;
  if (bubble.type === 'text') {
    const text = content?.markdown ?? plainOfRichText(content?.richText);
    return text.trim() ? [{ text }] : [];
  }
  if (['image', 'video', 'audio'].includes(bubble.type) && content?.url) return [{ mediaUrl: content.url }];
  return [];
}

/** Rich text (Slate nodes): the text of each top-level block on its own line. */
function plainOfRichText(nodes: unknown): string {
  const textOf = (node: unknown): string => {
    if (!node || typeof node !== 'object') return '';
    const { text, children } = node as { text?: unknown; children?: unknown };
    if (typeof text === 'string') return text;
    return Array.isArray(children) ? children.map(textOf).join('') : '';
  };
  return Array.isArray(nodes) ? nodes.map(textOf).join('\n') : '';
}
