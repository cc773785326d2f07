import { Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { requireAdmin } from '../../http/auth.js';
import type { AppEnv } from '../../http/context.js';
import { validate } from '../../http/validate.js';
import { AppError } from '../../platform/errors.js';
import {
  CallBody,
  ConnectionParam,
  CustomerMessageBody,
  EditBody,
  MessageParam,
  NumberQuery,
  ReadBody,
  ScanBody,
} from './schema.js';
import * as simulator from './service.js';

/** Customer messages carry media inline (base64 of up to 5 MB), above the API's 1 MB JSON limit. */
export const SIMULATOR_MESSAGE_LIMIT = 8 * 1024 * 1024;

/** Off in production unless an operator turns it on: then the routes do not exist. */
const simulatorOn: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!c.get('deps').config.simulator) throw new AppError('ERR_NOT_FOUND', 404, 'Not found');
  await next();
};

const mediaLimit = bodyLimit({
  maxSize: SIMULATOR_MESSAGE_LIMIT,
  onError: () => {
    throw new AppError('ERR_PAYLOAD_TOO_LARGE', 413, 'Payload too large');
  },
});

const accepted = { ok: true } as const;

/** One connection's phone; only admins of its company, and only while the simulator is on. */
const phoneRoutes = new Hono<AppEnv>()
  .use(simulatorOn, requireAdmin)
  .post('/scan', validate('param', ConnectionParam), validate('json', ScanBody), async (c) => {
    const { connectionId } = c.req.valid('param');
    await simulator.scanQr(c.get('deps'), c.get('actor'), connectionId, c.req.valid('json').code);
    return c.json(accepted, 202);
  })
  .post(
    '/messages',
    mediaLimit,
    validate('param', ConnectionParam),
    validate('json', CustomerMessageBody),
    async (c) => {
      const { connectionId } = c.req.valid('param');
      const sent = await simulator.sendCustomerMessage(
        c.get('deps'),
        c.get('actor'),
        connectionId,
        c.req.valid('json'),
      );
      return c.json(sent, 201);
    },
  )
  .get('/messages', validate('param', ConnectionParam), validate('query', NumberQuery), async (c) => {
    const { connectionId } = c.req.valid('param');
    const { number } = c.req.valid('query');
    return c.json(await simulator.conversation(c.get('deps'), c.get('actor'), connectionId, number));
  })
  .get('/customers', validate('param', ConnectionParam), async (c) => {
    return c.json(await simulator.customers(c.get('deps'), c.get('actor'), c.req.valid('param').connectionId));
  })
  .post('/read', validate('param', ConnectionParam), validate('json', ReadBody), async (c) => {
    const { connectionId } = c.req.valid('param');
    await simulator.readAll(c.get('deps'), c.get('actor'), connectionId, c.req.valid('json').number);
    return c.json(accepted, 202);
  })
  .post('/call', validate('param', ConnectionParam), validate('json', CallBody), async (c) => {
    const { connectionId } = c.req.valid('param');
    const answer = await simulator.call(c.get('deps'), c.get('actor'), connectionId, c.req.valid('json'));
    return c.json({ ...accepted, ...answer }, 202);
  })
  .put('/messages/:messageId', validate('param', MessageParam), validate('json', EditBody), async (c) => {
    const { connectionId, messageId } = c.req.valid('param');
    await simulator.editMessage(c.get('deps'), c.get('actor'), connectionId, messageId, c.req.valid('json'));
    return c.json(accepted, 202);
  })
  .delete('/messages/:messageId', validate('param', MessageParam), validate('query', NumberQuery), async (c) => {
    const { connectionId, messageId } = c.req.valid('param');
    const { number } = c.req.valid('query');
    await simulator.deleteMessage(c.get('deps'), c.get('actor'), connectionId, messageId, number);
    return c.json(accepted, 202);
  });

/** The simulator's phone: scan, customers' messages, what the business sent (docs/decisions/008). */
export const simulatorRoutes = new Hono<AppEnv>()
  // Any user: the web preselects the simulator provider in the connection form when it is on.
  .get('/status', (c) => c.json({ enabled: c.get('deps').config.simulator }))
  .route('/:connectionId', phoneRoutes);
