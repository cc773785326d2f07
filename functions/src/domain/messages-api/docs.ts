import { OpenAPIHono } from '@hono/zod-openapi';
import { Hono } from 'hono';
import type { AppEnv } from '../../http/context.js';
import type { ApiEnv } from './access.js';
import { messagesApiRoutes } from './routes.js';

/** Where the web build puts Scalar's standalone bundle (web/vite.config.ts): our origin, never a CDN. */
export const API_REFERENCE_SCRIPT = '/vendor/scalar-api-reference.js';

/** The public API as the document describes it: every route in it is public and takes a connection's token. */
export const publicApi = new OpenAPIHono<ApiEnv>().route('/messages', messagesApiRoutes);
publicApi.openAPIRegistry.registerComponent('securitySchemes', 'bearerAuth', {
  type: 'http',
  scheme: 'bearer',
  description: 'O token da conexão (Conexões → editar → Token).',
});

/** The OpenAPI 3.1 document of the public API, made from the zod schemas its routes validate with. */
export function openApiDocument() {
  return publicApi.getOpenAPI31Document({
    openapi: '3.1.0',
    info: {
      title: 'Balcão — API de mensagens',
      version: '1.0.0',
      description:
        'Envio de mensagens de texto e arquivos pelas conexões da empresa. Cada conexão tem seu token; o número ' +
        'é só dígitos (DDI, DDD e número). Limite: 60 envios por minuto por token.',
    },
    servers: [{ url: '/api' }],
  });
}

/**
 * The reference page's policy: Scalar's bundle from our origin, its runtime styles inline, the document and the
 * "try it" requests to our own API. Nothing else loads, and nothing frames it.
 */
export const DOCS_CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** Scalar's options: nothing that calls its cloud (fonts, telemetry, the AI agent, MCP, developer tools). */
const configuration = JSON.stringify({
  withDefaultFonts: false,
  telemetry: false,
  agent: { disabled: true },
  mcp: { disabled: true },
  showDeveloperTools: 'never',
  documentDownloadType: 'json',
  authentication: { preferredSecurityScheme: 'bearerAuth' },
});

const page = `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Balcão — referência da API de mensagens</title>
</head>
<body>
<script id="api-reference" data-url="/api/openapi.json" data-configuration='${configuration}'></script>
<script src="${API_REFERENCE_SCRIPT}"></script>
</body>
</html>`;

/** GET /api/openapi.json and GET /api/docs: public, like the API they describe. */
export const apiDocsRoutes = new Hono<AppEnv>()
  .get('/openapi.json', (c) => c.json(openApiDocument()))
  .get('/docs', (c) => {
    c.header('content-security-policy', DOCS_CONTENT_SECURITY_POLICY);
    return c.html(page);
  });
