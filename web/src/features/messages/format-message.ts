import { createElement, type ReactNode } from 'react';

/**
 * Spec 1 §5: message text formatting — `*bold*`, `~strike~`, `_italic_`, links opening in a new tab, newlines
 * kept, and no raw HTML; the chat app's ```monospace``` too (issue 14). The text becomes a small tree of nodes and then React elements, so whatever a customer
 * types (a `<script>` included) is only ever text.
 */
export type FormatNode =
  | { type: 'text'; text: string }
  | { type: 'link'; href: string; text: string }
  | { type: 'break' }
  | { type: 'mono'; text: string }
  | { type: 'bold' | 'strike' | 'italic'; children: FormatNode[] };

type Style = 'bold' | 'strike' | 'italic';
const MARKERS: Record<string, Style> = { '*': 'bold', '~': 'strike', _: 'italic' };

const URL_PATTERN = /\b(?:https?:\/\/|www\.)[^\s<>"]+/gi;
/** Punctuation that ends a sentence (or closes a marker) rather than the link itself. */
const TRAILING_PUNCTUATION = /[.,;:!?)\]}'*~_]+$/;

/** Text between triple backticks is shown as it is, in a monospace font; it may span lines. */
const MONO_PATTERN = /```([\s\S]+?)```/g;

export function parseMessage(body: string): FormatNode[] {
  const nodes: FormatNode[] = [];
  let position = 0;
  for (const match of body.matchAll(MONO_PATTERN)) {
    nodes.push(...parseLines(body.slice(position, match.index)));
    nodes.push({ type: 'mono', text: match[1] ?? '' });
    position = match.index + match[0].length;
  }
  nodes.push(...parseLines(body.slice(position)));
  return nodes;
}

function parseLines(text: string): FormatNode[] {
  const nodes: FormatNode[] = [];
  if (text === '') return nodes;
  text.split(/\r?\n/).forEach((lineText, index) => {
    if (index > 0) nodes.push({ type: 'break' });
    const line = scanLine(lineText);
    nodes.push(...parseRange(line, 0, lineText.length));
  });
  return nodes;
}

interface Link {
  start: number;
  end: number;
  url: string;
}

/** One line, read once: its links, and for each marker the positions where a span may close. */
interface Line {
  text: string;
  links: Link[];
  inLink: boolean[];
  closes: Record<string, number[]>;
}

const isWordChar = (char: string | undefined) => char !== undefined && /[\p{L}\p{N}]/u.test(char);
const isSpace = (char: string | undefined) => char === undefined || /\s/.test(char);

function scanLine(text: string): Line {
  const links: Link[] = [];
  const inLink = new Array<boolean>(text.length).fill(false);
  for (const match of text.matchAll(URL_PATTERN)) {
    const url = match[0].replace(TRAILING_PUNCTUATION, '');
    if (url.length === 0) continue;
    links.push({ start: match.index, end: match.index + url.length, url });
    inLink.fill(true, match.index, match.index + url.length);
  }
  // A marker closes a span after a non-space character and before a non-word one (as the chat app reads it).
  const closes: Record<string, number[]> = { '*': [], '~': [], _: [] };
  for (let index = 1; index < text.length; index++) {
    const marker = text[index] ?? '';
    if (!MARKERS[marker] || inLink[index] || isSpace(text[index - 1]) || isWordChar(text[index + 1])) continue;
    closes[marker]?.push(index);
  }
  return { text, links, inLink, closes };
}

/** A marker opens a span after a non-word character and before a non-space one that is not the marker again. */
const opensSpan = ({ text, inLink }: Line, index: number, marker: string) =>
  !inLink[index] && !isWordChar(text[index - 1]) && !isSpace(text[index + 1]) && text[index + 1] !== marker;

/** The first close position after `after` and before `before` (binary search: the positions are ascending). */
function firstClose(positions: number[], after: number, before: number): number | undefined {
  let low = 0;
  let high = positions.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((positions[middle] ?? 0) <= after) low = middle + 1;
    else high = middle;
  }
  const close = positions[low];
  return close !== undefined && close < before ? close : undefined;
}

function findSpan(line: Line, from: number, to: number): { start: number; end: number; style: Style } | null {
  for (let open = from; open < to; open++) {
    const marker = line.text[open] ?? '';
    const style = MARKERS[marker];
    if (!style || !opensSpan(line, open, marker)) continue;
    const close = firstClose(line.closes[marker] ?? [], open + 1, to);
    if (close !== undefined) return { start: open, end: close, style };
  }
  return null;
}

/** Text between `from` and `to`: spans in order, each parsed within; links never contain a marker that counts. */
function parseRange(line: Line, from: number, to: number): FormatNode[] {
  const nodes: FormatNode[] = [];
  let position = from;
  for (let span = findSpan(line, position, to); span; span = findSpan(line, position, to)) {
    nodes.push(...linkify(line, position, span.start));
    nodes.push({ type: span.style, children: parseRange(line, span.start + 1, span.end) });
    position = span.end + 1;
  }
  nodes.push(...linkify(line, position, to));
  return nodes;
}

function linkify({ text, links }: Line, from: number, to: number): FormatNode[] {
  const nodes: FormatNode[] = [];
  let position = from;
  for (const { start, end, url } of links) {
    if (start < from || end > to) continue;
    if (start > position) nodes.push({ type: 'text', text: text.slice(position, start) });
    nodes.push({ type: 'link', href: /^https?:\/\//i.test(url) ? url : `https://${url}`, text: url });
    position = end;
  }
  if (position < to) nodes.push({ type: 'text', text: text.slice(position, to) });
  return nodes;
}

const TAGS: Record<Style, string> = { bold: 'b', strike: 's', italic: 'i' };

export function renderNodes(nodes: FormatNode[]): ReactNode[] {
  return nodes.map((node, key) => {
    switch (node.type) {
      case 'text':
        return node.text;
      case 'break':
        return createElement('br', { key });
      case 'mono':
        return createElement('code', { key, className: 'msg-mono' }, node.text);
      case 'link':
        return createElement(
          'a',
          { key, href: node.href, target: '_blank', rel: 'noopener noreferrer', className: 'msg-link' },
          node.text,
        );
      default:
        return createElement(TAGS[node.type], { key }, ...renderNodes(node.children));
    }
  });
}

/** The body of a message as React elements. */
export const formatMessage = (body: string): ReactNode[] => renderNodes(parseMessage(body));

function textOf(nodes: FormatNode[]): string {
  return nodes
    .map((node) => {
      if (node.type === 'break') return '\n';
      if (node.type === 'text' || node.type === 'link' || node.type === 'mono') return node.text;
      return textOf(node.children);
    })
    .join('');
}

/** What a message says without its formatting markers: the ticket list's and the bell's previews (issue 14). */
export const plainText = (body: string): string => textOf(parseMessage(body));
