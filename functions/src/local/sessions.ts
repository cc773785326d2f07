import { hostname } from 'node:os';
import { localAuthCrypto } from '../../../session-host/src/baileys/auth-crypto.js';
import { createBaileysProvider } from '../../../session-host/src/baileys/baileys-provider.js';
import { createOutboundConsumer } from '../../../session-host/src/outbound-consumer.js';
import type { SendPacer } from '../../../session-host/src/send-pacer.js';
import { SessionManager } from '../../../session-host/src/session-manager.js';
import { createSimulatorProvider } from '../../../session-host/src/simulator/simulator-provider.js';
import { createCompanyDeletionWorker } from '../domain/companies/deletion/worker.js';
import { createContactListCheckWorker } from '../domain/contact-lists/check.js';
import { createContactImportWorker } from '../domain/contacts/import/worker.js';
import { createInboundConsumer } from '../domain/inbound/consumer.js';
import { createIngest } from '../domain/inbound/ingest.js';
import { INBOUND_QUEUE, OUTBOUND_QUEUE } from '../platform/chat/session-commands.js';
import type { LocalDeps } from './local-deps.js';

export interface LocalSessions {
  manager: SessionManager;
  stop(): Promise<void>;
}

/**
 * The session host in-process (docs/decisions/008): the same manager and consumers the Fargate service runs,
 * over the local job queue. The host id is stable per machine, so after a crash this process takes its own
 * leases back at once instead of waiting for them to expire.
 */
export async function startLocalSessions(
  deps: LocalDeps,
  options: { hostId?: string; dataDir?: string; pacer?: SendPacer } = {},
): Promise<LocalSessions> {
  // The auth state is sealed with the key file under the data dir (the process' own key without one).
  const providers = [createBaileysProvider(deps, { authCrypto: localAuthCrypto(options.dataDir) })];
  if (deps.config.simulator) providers.push(createSimulatorProvider(deps));
  const hostId = options.hostId ?? `local-${hostname()}`;
  const manager = new SessionManager({ deps, providers, hostId, pacer: options.pacer });
  await manager.start();
  const stopping = new AbortController();
  const outbound = deps.jobs.consume(
    OUTBOUND_QUEUE,
    createOutboundConsumer(manager, { deps, stopping: stopping.signal }),
  );
  // Inbound events (contacts, tickets, messages), contact imports (docs/decisions/020), company deletions (039),
  // contact list checks (047).
  const inbound = deps.jobs.consume(
    INBOUND_QUEUE,
    createInboundConsumer(
      createIngest(deps),
      createContactImportWorker(deps),
      createCompanyDeletionWorker(deps),
      createContactListCheckWorker(deps),
    ),
  );
  return {
    manager,
    stop: async () => {
      stopping.abort();
      manager.refuseCommands(); // commands waiting for a host to drive their connection go back too
      // Each consumer stops polling even when a step before it failed (the table gone mid-stop).
      try {
        await outbound.stop();
        await manager.stop();
      } finally {
        await inbound.stop();
      }
    },
  };
}
