import { createElement, Fragment } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { formatMessage, parseMessage, plainText } from './format-message';

const html = (body: string) => renderToStaticMarkup(createElement(Fragment, null, ...formatMessage(body)));

describe('message formatting', () => {
  it('turns asterisks into bold, tildes into strikethrough and underscores into italics', () => {
    expect(html('*oi* ~velho~ _leve_')).toBe('<b>oi</b> <s>velho</s> <i>leve</i>');
  });

  it('nests styles and keeps the text around them', () => {
    expect(html('Olá *_Ana_*, tudo bem?')).toBe('Olá <b><i>Ana</i></b>, tudo bem?');
  });

  it('formats the signature the input prefixes', () => {
    expect(html('*Maria:*\nBom dia')).toBe('<b>Maria:</b><br/>Bom dia');
  });

  it('leaves markers alone inside words, around spaces and when unclosed', () => {
    expect(html('2*3*4 = 24')).toBe('2*3*4 = 24');
    expect(html('a * b * c')).toBe('a * b * c');
    expect(html('*sem fim')).toBe('*sem fim');
    expect(html('snake_case_name')).toBe('snake_case_name');
  });

  it('keeps newlines as line breaks', () => {
    expect(parseMessage('um\ndois\r\n\ntrês').map((node) => node.type)).toEqual([
      'text',
      'break',
      'text',
      'break',
      'break',
      'text',
    ]);
  });

  it('links URLs in a new tab without the opener', () => {
    expect(html('veja https://example.com/a?b=1.')).toBe(
      'veja <a href="https://example.com/a?b=1" target="_blank" rel="noopener noreferrer" class="msg-link">' +
        'https://example.com/a?b=1</a>.',
    );
    expect(parseMessage('www.example.com')).toEqual([
      { type: 'link', href: 'https://www.example.com', text: 'www.example.com' },
    ]);
  });

  it('does not read markers inside a link as formatting', () => {
    expect(parseMessage('https://x.com/_a_b_')).toEqual([
      { type: 'link', href: 'https://x.com/_a_b', text: 'https://x.com/_a_b' },
      { type: 'text', text: '_' },
    ]);
    expect(html('*https://x.com*')).toBe(
      '<b><a href="https://x.com" target="_blank" rel="noopener noreferrer" class="msg-link">https://x.com</a></b>',
    );
  });

  it('renders HTML in a message as text, never as markup', () => {
    const rendered = html('<script>alert(1)</script><img src=x onerror=alert(1)>');
    expect(rendered).toBe('&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt;');
    expect(rendered).not.toContain('<script');
  });

  it('never links a javascript: address', () => {
    expect(parseMessage('javascript:alert(1)')).toEqual([{ type: 'text', text: 'javascript:alert(1)' }]);
  });

  it('keeps a long line of unclosed markers as text and formats thousands of spans', () => {
    const line = '*a _b ~c '.repeat(7000);
    const nodes = parseMessage(line);
    expect(nodes).toEqual([{ type: 'text', text: line }]);
    expect(parseMessage('*x* '.repeat(5000)).filter((node) => node.type === 'bold')).toHaveLength(5000);
  });
});

describe('monospace', () => {
  it('shows text between triple backticks in a monospace font, with no formatting inside', () => {
    expect(html('use ```npm *start*``` agora')).toBe('use <code class="msg-mono">npm *start*</code> agora');
    expect(html('```linha 1\nlinha 2```')).toBe('<code class="msg-mono">linha 1\nlinha 2</code>');
  });

  it('leaves unclosed or empty backticks as text', () => {
    expect(html('```sem fim')).toBe('```sem fim');
    expect(html('``````')).toBe('``````');
  });
});

describe('the plain text of a message (previews, issue 14)', () => {
  it('drops the markers of bold, italics, strikethrough and monospace', () => {
    expect(plainText('*Ana Agente:*\nBom _dia_, ~velho~ ```código```')).toBe('Ana Agente:\nBom dia, velho código');
  });

  it('keeps what is not formatting: markers inside words, unclosed ones and links', () => {
    expect(plainText('2*3*4 = 24 e *sem fim')).toBe('2*3*4 = 24 e *sem fim');
    expect(plainText('veja https://example.com/a_b_c')).toBe('veja https://example.com/a_b_c');
  });
});
