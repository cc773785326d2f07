import type { ReactElement } from 'react';
import type { IntegrationType } from '../integration-form';

/** Each type's mark on a tile of its brand's colour: small inline SVG, nothing fetched (spec 3 §2's type logo). */
const MARKS: Record<IntegrationType, { colour: string; glyph: ReactElement }> = {
  // Dialogflow: the agent's speech hexagon.
  dialogflow: {
    colour: '#ff9800',
    glyph: (
      <path d="M12 4.5 18.5 8.25v7.5L12 19.5l-2.2-1.27V15.3L5.5 12.8V8.25Zm0 3.1-3.8 2.2v3.3l3.8 2.2 3.8-2.2V9.8Z" />
    ),
  },
  // n8n: nodes joined in a flow.
  n8n: {
    colour: '#ea4b71',
    glyph: (
      <path d="M6 10.25a1.75 1.75 0 1 1 0 3.5 1.75 1.75 0 0 1 0-3.5Zm6 0a1.75 1.75 0 1 1 0 3.5 1.75 1.75 0 0 1 0-3.5Zm6-4a1.75 1.75 0 1 1 0 3.5 1.75 1.75 0 0 1 0-3.5Zm0 8a1.75 1.75 0 1 1 0 3.5 1.75 1.75 0 0 1 0-3.5ZM7.5 11.4h3v1.2h-3Zm5.6-.35 3.2-2.4.7.95-3.2 2.4Zm0 1.9.7-.95 3.2 2.4-.7.95Z" />
    ),
  },
  // Webhook: a request going out to a URL.
  webhook: {
    colour: '#6d4aff',
    glyph: (
      <path d="M12 5a3.5 3.5 0 0 1 3.03 5.25l2.2 3.8a3.5 3.5 0 1 1-1.3 4.2h-4.43v-1.5h5.62l-.16-.4a2 2 0 1 0 .14-.02l-3-5.2.5-.6A2 2 0 1 0 10 8.5c0 .62.28 1.17.73 1.54l.55.45-2.9 5.02a2 2 0 1 1-1.3-.75l2.2-3.8A3.5 3.5 0 0 1 12 5Z" />
    ),
  },
  // Typebot: a chat bubble with the bot's typing dots.
  typebot: {
    colour: '#0042da',
    glyph: (
      <path d="M6.5 6h11A1.5 1.5 0 0 1 19 7.5v7a1.5 1.5 0 0 1-1.5 1.5H11l-3.5 3v-3h-1A1.5 1.5 0 0 1 5 14.5v-7A1.5 1.5 0 0 1 6.5 6Zm2.25 4a1 1 0 1 0 0 2 1 1 0 0 0 0-2Zm3.25 0a1 1 0 1 0 0 2 1 1 0 0 0 0-2Zm3.25 0a1 1 0 1 0 0 2 1 1 0 0 0 0-2Z" />
    ),
  },
};

export function TypeLogo({ type, label }: { type: IntegrationType; label: string }) {
  const mark = MARKS[type];
  return (
    <svg className="integration-logo" viewBox="0 0 24 24" width={32} height={32} role="img" aria-label={label}>
      <title>{label}</title>
      <rect width="24" height="24" rx="6" fill={mark.colour} />
      <g fill="#fff" fillRule="evenodd">
        {mark.glyph}
      </g>
    </svg>
  );
}
