import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc16 } from './br-code.js';
import type { EfiConfig } from './efi-client.js';

/**
 * A local stand-in for the Efí Pix API (tests only): HTTPS that demands a client certificate signed by its CA
 * (mTLS, as Efí does), OAuth2 client credentials, `cob` charges and location QR codes, answering in the shapes Efí
 * documents (sdk-node-apis-efi's types, the Pix API's problem details).
 */
export interface EfiTestServer {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  /** The CA that signed the server's and the client's certificates. */
  ca: Buffer;
  client: { cert: Buffer; key: Buffer };
  clientPfx: { pfx: Buffer; passphrase: string };
  /** A client certificate from another CA: the server refuses the handshake. */
  strangerClient: { cert: Buffer; key: Buffer };
  /** Method and path of every request, in order. */
  requests: string[];
  /** Whether charges carry `pixCopiaECola` (newer accounts) or only their location. */
  withCopyPaste: boolean;
  /** Takes requests and never answers them (an overloaded or unreachable API). */
  silent: boolean;
  /** The webhook registered per Pix key, and whether it was registered skipping Efí's mTLS check. */
  webhooks: Map<string, { webhookUrl: string; skipMtls: boolean; criacao: string }>;
  /** Marks a charge paid, as a payer's bank would; answers the body Efí then posts to the webhook. */
  pay(txid: string, endToEndId: string, horario: string): string;
  /** Makes every issued token invalid (Efí revoked it). */
  revokeTokens(): void;
  close(): Promise<void>;
}

const PROBLEM_COB = 'https://pix.bcb.gov.br/api/v2/error/CobOperacaoInvalida';
const PROBLEM_WEBHOOK = 'https://pix.bcb.gov.br/api/v2/error/WebhookOperacaoInvalida';
/** The only Pix key the test account holds. */
export const ACCOUNT_KEY = 'efi-key@balcao.dev';

export async function startEfiTestServer(): Promise<EfiTestServer> {
  const pki = makeCertificates();
  const cobs = new Map<string, Record<string, unknown>>();
  const tokens = new Set<string>();
  const webhooks: EfiTestServer['webhooks'] = new Map();
  let nextLocation = 1;
  const state = {
    requests: [] as string[],
    withCopyPaste: true,
    silent: false,
    clientId: 'Client_Id_0123456789abcdef',
    clientSecret: 'Client_Secret_fedcba9876543210',
  };

  const handle = (req: IncomingMessage, body: string, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'https://localhost');
    state.requests.push(`${req.method} ${url.pathname}`);
    if (state.silent) return;
    const send = (status: number, json: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json));
    };
    if (req.method === 'POST' && url.pathname === '/oauth/token') {
      const basic = Buffer.from(`${state.clientId}:${state.clientSecret}`).toString('base64');
      if (req.headers.authorization !== `Basic ${basic}` || JSON.parse(body).grant_type !== 'client_credentials') {
        return send(401, { error: 'invalid_client', error_description: 'Invalid or inactive credentials' });
      }
      const token = `token-${tokens.size + 1}`;
      tokens.add(token);
      return send(200, { access_token: token, token_type: 'Bearer', expires_in: 3600, scope: 'cob.read cob.write' });
    }
    if (!tokens.has((req.headers.authorization ?? '').replace(/^Bearer /, ''))) {
      return send(401, { nome: 'nao_autorizado', mensagem: 'Requisição não autorizada' });
    }
    const cob = /^\/v2\/cob\/([^/]+)$/.exec(url.pathname);
    const loc = /^\/v2\/loc\/(\d+)\/qrcode$/.exec(url.pathname);
    if (cob && req.method === 'PUT') {
      const txid = cob[1]!;
      const input = JSON.parse(body) as {
        calendario?: { expiracao?: number };
        valor?: { original?: string };
        chave?: string;
      };
      if (!/^\d{1,10}\.\d{2}$/.test(input.valor?.original ?? '')) {
        return send(400, problem('O campo cob.valor.original não respeita o schema.', 'cob.valor.original'));
      }
      if (input.chave !== ACCOUNT_KEY) {
        return send(400, problem('A chave informada não pertence ao usuário recebedor.', 'cob.chave'));
      }
      if (cobs.has(txid)) {
        return send(400, {
          nome: 'txid_duplicado',
          mensagem: 'Campo txid informado já foi utilizado em outra cobrança',
        });
      }
      const id = nextLocation++;
      const location = `qrcodespix.sejaefi.com.br/v2/${txid.toLowerCase()}`;
      const created = {
        calendario: { criacao: new Date().toISOString(), expiracao: input.calendario?.expiracao ?? 3600 },
        txid,
        revisao: 0,
        loc: { id, location, tipoCob: 'cob', criacao: new Date().toISOString() },
        location,
        status: 'ATIVA',
        valor: input.valor,
        chave: input.chave,
        pixCopiaECola: dynamicBrCode(location),
      };
      cobs.set(txid, created);
      return send(201, shown(created, state.withCopyPaste));
    }
    if (cob && req.method === 'GET') {
      const found = cobs.get(cob[1]!);
      if (!found)
        return send(404, {
          nome: 'cobranca_nao_encontrada',
          mensagem: 'Nenhuma cobrança encontrada para o txid informado',
        });
      return send(200, shown(found, state.withCopyPaste));
    }
    const webhook = /^\/v2\/webhook\/([^/]+)$/.exec(url.pathname);
    if (webhook) {
      const key = decodeURIComponent(webhook[1]!);
      if (req.method === 'GET') {
        const found = webhooks.get(key);
        if (!found) return send(404, { nome: 'webhook_nao_encontrado', mensagem: 'Webhook não encontrado' });
        return send(200, { webhookUrl: found.webhookUrl, chave: key, criacao: found.criacao });
      }
      const { webhookUrl } = JSON.parse(body) as { webhookUrl?: string };
      if (key !== ACCOUNT_KEY) {
        return send(400, problem('A chave informada não pertence ao usuário recebedor.', 'chave', PROBLEM_WEBHOOK));
      }
      if (!webhookUrl?.startsWith('https://')) {
        return send(400, problem('A URL do webhook deve usar o protocolo HTTPS.', 'webhookUrl', PROBLEM_WEBHOOK));
      }
      const skipMtls = req.headers['x-skip-mtls-checking'] === 'true';
      webhooks.set(key, { webhookUrl, skipMtls, criacao: new Date().toISOString() });
      return send(200, { webhookUrl });
    }
    if (loc && req.method === 'GET') {
      const found = [...cobs.values()].find((c) => (c.loc as { id: number }).id === Number(loc[1]));
      if (!found) return send(404, { nome: 'location_nao_encontrada', mensagem: 'Nenhuma location encontrada' });
      const qrcode = found.pixCopiaECola;
      return send(200, {
        qrcode,
        imagemQrcode: 'data:image/png;base64,iVBORw0KGgo=',
        linkVisualizacao: 'https://pix.sejaefi.com.br/cob/pagar/x',
      });
    }
    return send(404, { nome: 'rota_nao_encontrada', mensagem: 'Rota não encontrada' });
  };

  const server: Server = createServer(
    { key: pki.server.key, cert: pki.server.cert, ca: pki.ca, requestCert: true, rejectUnauthorized: true },
    (req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => handle(req, body, res));
    },
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return Object.assign(state, {
    baseUrl: `https://localhost:${port}`,
    ca: pki.ca,
    client: pki.client,
    clientPfx: pki.clientPfx,
    strangerClient: pki.stranger,
    webhooks,
    pay(txid: string, endToEndId: string, horario: string) {
      const found = cobs.get(txid)!;
      found.status = 'CONCLUIDA';
      found.pix = [
        { endToEndId, txid, valor: (found.valor as { original: string }).original, chave: found.chave, horario },
      ];
      return JSON.stringify({ pix: found.pix });
    },
    revokeTokens: () => tokens.clear(),
    close() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections(); // keep-alive sockets and requests left unanswered
      return closed;
    },
  });
}

/** The Pix API's problem details for a refused charge or webhook. */
function problem(razao: string, propriedade: string, type = PROBLEM_COB) {
  const cob = type === PROBLEM_COB;
  return {
    type,
    title: cob ? 'Cobrança inválida.' : 'Webhook inválido.',
    status: 400,
    detail: cob
      ? 'A requisição que busca alterar ou criar uma cobrança para pagamento imediato não respeita o schema.'
      : 'A requisição que busca alterar ou criar um webhook não respeita o schema.',
    violacoes: [{ razao, propriedade }],
  };
}

/** An Efí configuration that reaches this server (its CA trusted, its client certificate), to override in tests. */
export function testServerConfig(server: EfiTestServer, overrides: Partial<EfiConfig> = {}): EfiConfig {
  return {
    baseUrl: server.baseUrl,
    clientId: server.clientId,
    clientSecret: server.clientSecret,
    pixKey: ACCOUNT_KEY,
    certificate: server.client,
    webhookSecret: 'webhook-secret-0123456789',
    ca: server.ca,
    ...overrides,
  };
}

function shown(cob: Record<string, unknown>, withCopyPaste: boolean) {
  const { pixCopiaECola, ...rest } = cob;
  return withCopyPaste ? { ...rest, pixCopiaECola } : rest;
}

/** A dynamic BR Code (the charge's location instead of a key), as Efí issues them. */
function dynamicBrCode(location: string): string {
  const account = `0014br.gov.bcb.pix25${String(location.length).padStart(2, '0')}${location}`;
  const payload = `00020101021226${account.length}${account}5204000053039865802BR5905EFISA6008SAOPAULO62070503***6304`;
  return payload + crc16(payload);
}

/** A CA, a server certificate for localhost, a client certificate (PEM and .p12) and one from another CA. */
function makeCertificates() {
  const dir = mkdtempSync(join(tmpdir(), 'efi-pki-'));
  const run = (...args: string[]) => execFileSync('openssl', args, { cwd: dir, stdio: 'pipe' });
  const keyFor = (name: string) => ['-newkey', 'rsa:2048', '-nodes', '-subj', `/CN=${name}`, '-keyout', `${name}.key`];
  const selfSigned = (name: string) => run('req', '-x509', ...keyFor(name), '-days', '1', '-out', `${name}.crt`);
  const signed = (name: string, ca: string, extensions: string) => {
    writeFileSync(join(dir, `${name}.ext`), `${extensions}\n`);
    run('req', ...keyFor(name), '-out', `${name}.csr`);
    const caFiles = ['-CA', `${ca}.crt`, '-CAkey', `${ca}.key`, '-CAcreateserial', '-days', '1'];
    run('x509', '-req', '-in', `${name}.csr`, ...caFiles, '-extfile', `${name}.ext`, '-out', `${name}.crt`);
  };
  try {
    selfSigned('ca');
    selfSigned('stranger');
    signed('server', 'ca', 'subjectAltName=DNS:localhost,IP:127.0.0.1');
    signed('client', 'ca', 'extendedKeyUsage=clientAuth');
    run(
      'pkcs12',
      '-export',
      '-in',
      'client.crt',
      '-inkey',
      'client.key',
      '-passout',
      'pass:efi-test',
      '-out',
      'client.p12',
    );
    const file = (name: string) => readFileSync(join(dir, name));
    return {
      ca: file('ca.crt'),
      server: { cert: file('server.crt'), key: file('server.key') },
      client: { cert: file('client.crt'), key: file('client.key') },
      clientPfx: { pfx: file('client.p12'), passphrase: 'efi-test' },
      stranger: { cert: file('stranger.crt'), key: file('stranger.key') },
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
