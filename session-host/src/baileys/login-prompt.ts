import type { ChatEvent } from '../../../functions/src/platform/chat/chat-provider.js';
import type { SocketLike } from './socket.js';

/** QR codes shown without a scan before the attempt ends as DISCONNECTED (decision 008). */
export const QR_LIMIT = 5;

/**
 * What a session shows someone logging in: each QR WhatsApp issues, or one pairing code when the login is by
 * phone number. Counts QR codes across the reconnects of one start, because Baileys itself ends a socket whose
 * QR codes ran out (408) and the policy would otherwise show new ones forever.
 */
export class LoginPrompt {
  private shown = 0;
  private pairingRequested = false;

  constructor(
    private readonly emit: (event: ChatEvent) => void,
    private readonly onError: (error: unknown) => void,
    private readonly pairingPhone?: string,
  ) {}

  /** A socket was built or logged in: a new one asks for its own pairing code; a login starts the count again. */
  reset(options: { count: boolean }): void {
    this.pairingRequested = false;
    if (options.count) this.shown = 0;
  }

  /** Shows a QR (or asks for the pairing code); answers false once the limit is passed. */
  async onQr(qr: string, sock: SocketLike, registered: boolean): Promise<boolean> {
    this.shown += 1;
    if (this.shown > QR_LIMIT) return false;
    // Pairing is asked for on the first QR, not on 'connecting': only then is the socket ready for the query.
    if (this.pairingPhone && !registered) {
      if (!this.pairingRequested) await this.requestPairing(sock, this.pairingPhone);
    } else {
      this.emit({ type: 'qr', qr });
    }
    return true;
  }

  private async requestPairing(sock: SocketLike, phone: string): Promise<void> {
    this.pairingRequested = true;
    try {
      this.emit({ type: 'pairingCode', code: await sock.requestPairingCode(phone) });
    } catch (error) {
      // Asked again with the next QR refresh.
      this.pairingRequested = false;
      this.onError(error);
    }
  }
}
