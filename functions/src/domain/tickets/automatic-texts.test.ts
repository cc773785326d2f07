import { describe, expect, it } from 'vitest';
import { CALLS_REFUSED_MESSAGE } from '../inbound/ingest-call.js';
import { ACCEPT_GREETING } from './accepted.js';
import { DEFAULT_RATING_MESSAGE, transferredToQueue, transferredToUser } from './automatic-messages.js';

/** The texts the product writes itself (not the company's own templates), as the customer reads them. */
const productTexts = {
  transferredToQueue: transferredToQueue('Vendas'),
  transferredToUser: transferredToUser('Ana Souza'),
  acceptGreeting: ACCEPT_GREETING,
  callsRefused: CALLS_REFUSED_MESSAGE,
};

describe('the automatic texts the product writes itself', () => {
  it.each(Object.entries(productTexts))('%s opens with the one heading, alone on its line', (_, text) => {
    expect(text.split('\n')[0]).toBe('*Mensagem automática:*');
  });

  it.each(Object.entries(productTexts))('%s puts each sentence on a line of its own, none cut in two', (_, text) => {
    for (const line of text.split('\n').slice(1)) {
      expect(line).toMatch(/^(\{\{|\*|[A-ZÀ-Ú])/);
      expect(line).toMatch(/[.!?]$/);
      expect(line).not.toMatch(/[.!?] /);
    }
  });

  it('tells the customer of a transfer in two lines under the heading', () => {
    expect(transferredToQueue('Vendas')).toBe(
      '*Mensagem automática:*\nVocê foi transferido para o departamento *Vendas*.\nAguarde, já vamos te atender!',
    );
    expect(transferredToUser('Ana Souza')).toBe(
      '*Mensagem automática:*\nVocê foi transferido para o atendente *Ana Souza*.\nAguarde, já vamos te atender!',
    );
  });

  it('lays out the rating question like the chatbot menus: the question, a blank line, one choice a line', () => {
    expect(DEFAULT_RATING_MESSAGE).toBe(
      'Por favor, avalie nosso atendimento respondendo com um número:\n\n' +
        '*1* - Insatisfeito\n*2* - Satisfeito\n*3* - Muito satisfeito',
    );
  });
});
