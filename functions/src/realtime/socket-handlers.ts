import { companyLockedOut } from '../domain/companies/deletion/lockout.js';
import { z } from 'zod';
import { verifyAccessToken, type AccessClaims } from '../domain/auth/tokens.js';
import { setUserOnline } from '../domain/users/presence.js';
import { getUserRecord } from '../domain/users/repo.js';
import type { Deps } from '../platform/deps.js';
import { rooms, type SocketRecord } from '../platform/realtime/realtime.js';

/**
 * The WebSocket protocol, shared by the embedded `ws` server and the API Gateway handlers.
 * Client → server: `{ action, data? }`; server → client: `{ event, data }`.
 */
const ClientMessage = z.discriminatedUnion('action', [
  z.object({ action: z.literal('joinChatBox'), data: z.string().min(1).max(64) }),
  z.object({ action: z.literal('leaveChatBox'), data: z.string().min(1).max(64) }),
  z.object({ action: z.literal('joinNotification'), data: z.unknown().optional() }),
  z.object({ action: z.literal('joinTickets'), data: z.enum(['open', 'pending', 'closed']) }),
  z.object({ action: z.literal('leaveTickets'), data: z.enum(['open', 'pending', 'closed']) }),
  z.object({ action: z.literal('userStatus'), data: z.unknown().optional() }),
]);

/** Authenticates a new connection with its access token; false means refuse it. */
export async function connectSocket(deps: Deps, connectionId: string, token: string | undefined): Promise<boolean> {
  if (!token) return false;
  const claims = await verifyAccessToken(deps.config.jwtSecret, token, deps.clock.now());
  if (!claims) return false;
  const user = await currentUser(deps, claims);
  if (!user) return false;
  await deps.realtime.register({
    connectionId,
    companyId: user.companyId,
    userId: user.id,
    profile: user.profile,
    tokenVersion: user.tokenVersion,
  });
  // A revocation between the read above and the registration looked for sockets before this one existed.
  if (!(await currentUser(deps, claims))) {
    await deps.realtime.unregister(connectionId);
    return false;
  }
  await setUserOnline(deps, user.companyId, user.id, true, connectionId);
  return true;
}

/** The token's user, while the token's session is the current one and its company is not being deleted. */
async function currentUser(deps: Deps, claims: AccessClaims) {
  const user = await getUserRecord(deps.table, claims.companyId, claims.userId);
  if (!user || user.tokenVersion !== claims.tokenVersion) return undefined;
  return (await companyLockedOut(deps, user.companyId, true)) ? undefined : user;
}

/** Applies one client message; malformed messages are ignored (a socket is not an API to error on). */
export async function handleSocketMessage(deps: Deps, connectionId: string, raw: string): Promise<void> {
  const parsed = ClientMessage.safeParse(safeJson(raw));
  if (!parsed.success) return;
  const socket = await deps.realtime.find(connectionId);
  if (!socket) return;
  const message = parsed.data;
  switch (message.action) {
    case 'joinChatBox':
      return deps.realtime.join(socket, rooms.chatBox(message.data));
    case 'leaveChatBox':
      return deps.realtime.leave(socket, rooms.chatBox(message.data));
    case 'joinNotification':
      return deps.realtime.join(socket, rooms.notification);
    case 'joinTickets':
      return deps.realtime.join(socket, rooms.tickets(message.data));
    case 'leaveTickets':
      return deps.realtime.leave(socket, rooms.tickets(message.data));
    case 'userStatus':
      return setUserOnline(deps, socket.companyId, socket.userId, true);
  }
}

/** Forgets the connection; the user goes offline when it was their last one. */
export async function disconnectSocket(deps: Deps, connectionId: string): Promise<void> {
  const socket = await deps.realtime.unregister(connectionId);
  if (!socket) return;
  if (!(await hasOtherSocket(deps, socket))) await setUserOnline(deps, socket.companyId, socket.userId, false);
}

async function hasOtherSocket(deps: Deps, socket: SocketRecord): Promise<boolean> {
  const sockets = await deps.realtime.socketsOf(socket.companyId);
  return sockets.some((s) => s.userId === socket.userId && s.connectionId !== socket.connectionId);
}

function safeJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}
