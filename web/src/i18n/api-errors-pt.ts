/**
 * Portuguese texts of the error codes only the external API's page, the connection form's token and the queue
 * integrations page meet: outside `pt` so they travel with those lazy pages, not in the first load
 * (tests/e2e/web-first-load.e2e.test.ts); `api-errors-texts.ts` joins them to the catalogue. English and Spanish
 * keep them in their catalogues.
 */
export const apiErrorsPt = {
  backendErrors: {
    ERR_API_TOKEN_TAKEN: 'Token já usado por outra conexão.',
    ERR_API_TOKEN_MISSING: 'Informe o token da conexão.',
    ERR_API_TOKEN_INVALID: 'Token inválido.',
    ERR_API_INVALID_NUMBER: 'Número inválido: só dígitos, de 8 a 15.',
    ERR_API_RATE_LIMITED: 'Muitos envios. Aguarde e tente de novo.',
    ERR_INTEGRATION_UNREACHABLE: 'A integração não respondeu.',
    ERR_INTEGRATION_REJECTED: 'A integração respondeu com erro.',
    ERR_INTEGRATION_CREDENTIALS: 'Credenciais recusadas.',
    ERR_INTEGRATION_BAD_ANSWER: 'Resposta inesperada da integração.',
  },
};
