import type { Context } from 'hono';
import type { Deps } from '../platform/deps.js';

export type Profile = 'admin' | 'user' | 'supervisor';

/** The authenticated caller. The tenant of every request comes from here, never from the payload. */
export interface Actor {
  userId: string;
  companyId: string;
  profile: Profile;
  super: boolean;
  queueIds: string[];
}

export interface AppEnv {
  Variables: { deps: Deps; actor: Actor; requestId: string };
}

export type AppContext = Context<AppEnv>;

export const isAdmin = (actor: Actor): boolean => actor.profile === 'admin';
