import * as repo from '../../../functions/src/domain/simulator/repo.js';
import type { HeldCommand, SimulatorMessage } from '../../../functions/src/domain/simulator/repo.js';
import { publishSimulatorMessage } from '../../../functions/src/domain/simulator/view.js';
import { newId } from '../../../functions/src/platform/ids.js';
import { log } from '../../../functions/src/platform/log.js';
import type { Table } from '../../../functions/src/platform/table.js';
import type { SimulatorDeps } from './simulator-session.js';

/**
 * While connected the session looks for held commands this often: one held by another host just as this
 * session connected would otherwise wait for the customer's next message.
 */
const HELD_CHECK_MS = 2_000;

/**
 * Holds a customer's command while the business's session is down. A message shows on the phone at once, marked
 * undelivered (one clock tick, as the chat app shows it), and reaches the business when the session connects.
 */
export async function holdForSession(deps: SimulatorDeps, command: HeldCommand): Promise<void> {
  const { companyId, connectionId } = command;
  if (command.type === 'simulator.customerMessage') {
    const { name: _name, ...fields } = command.message;
    const held: SimulatorMessage = { ...fields, from: 'customer', undelivered: true };
    await repo.putMessage(deps.table, companyId, connectionId, held);
    await publishSimulatorMessage(deps, companyId, connectionId, held);
  }
  const at = command.type === 'simulator.customerMessage' ? command.message.timestamp : deps.clock.now().getTime();
  const id =
    command.type === 'simulator.customerMessage'
      ? command.message.id
      : command.type === 'simulator.call'
        ? command.callId
        : newId();
  await repo.holdCommand(deps.table, companyId, connectionId, { at, id, command });
  log('info', { where: 'simulator.held', connectionId, type: command.type });
}

/**
 * What the network held for one connected session: delivered oldest first when the session connects, then
 * looked for every HELD_CHECK_MS while it stays connected. One delivery runs at a time; a command is released
 * only once played (its events on the inbound queue), so a crash mid-way plays it again, which ingestion dedupes.
 */
export class HeldDelivery {
  private check: NodeJS.Timeout | undefined;
  private delivering: Promise<void> | undefined;

  constructor(
    private readonly table: Table,
    private readonly companyId: string,
    private readonly connectionId: string,
    private readonly session: { play(command: HeldCommand): Promise<void>; isConnected(): boolean },
  ) {}

  /** The session connected: deliver now, and keep looking while it stays connected. */
  start(): void {
    const deliver = () =>
      this.deliver().catch((error: unknown) =>
        log('error', { where: 'simulator.held', connectionId: this.connectionId, error: String(error) }),
      );
    void deliver();
    clearInterval(this.check);
    this.check = setInterval(deliver, HELD_CHECK_MS);
    this.check.unref();
  }

  stop(): void {
    clearInterval(this.check);
  }

  deliver(): Promise<void> {
    this.delivering ??= this.playAll().finally(() => (this.delivering = undefined));
    return this.delivering;
  }

  private async playAll(): Promise<void> {
    for (;;) {
      const held = await repo.listHeld(this.table, this.companyId, this.connectionId);
      if (held.length === 0) return;
      for (const { sk, command } of held) {
        if (!this.session.isConnected()) return;
        await this.session.play(command);
        await repo.releaseHeld(this.table, this.companyId, this.connectionId, sk);
      }
    }
  }
}
