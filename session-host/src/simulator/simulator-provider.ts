import type { ChatSession, ProviderFactory } from '../../../functions/src/platform/chat/chat-provider.js';
import { deletePairing, getPairing } from '../../../functions/src/domain/simulator/repo.js';
import { SimulatorSession, type SimulatorDeps, type SimulatorOptions } from './simulator-session.js';

/** The `simulator` provider: no network; its "auth state" is the phone's `PAIRED` item. */
export function createSimulatorProvider(deps: SimulatorDeps, options: SimulatorOptions = {}): ProviderFactory {
  return {
    name: 'simulator',
    create: (context) => new SimulatorSession(deps, context, options),
    hasAuthState: async (companyId, connectionId) =>
      (await getPairing(deps.table, companyId, connectionId)) !== undefined,
    wipeAuthState: (companyId, connectionId) => deletePairing(deps.table, companyId, connectionId),
  };
}

export function isSimulatorSession(session: ChatSession | undefined): session is SimulatorSession {
  return session instanceof SimulatorSession;
}
