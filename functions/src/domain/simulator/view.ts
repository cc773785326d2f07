import type { MediaKind } from '../../platform/chat/chat-provider.js';
import type { Deps } from '../../platform/deps.js';
import type { SimulatorMessage } from './repo.js';

/** The `/simulator` page listens here for every message the phone stores or changes. */
export const simulatorChannel = (companyId: string) => `company-${companyId}-simulator`;

/** A message as the simulator page shows it: media as a signed URL instead of a blob key. */
export type SimulatorMessageView = Omit<SimulatorMessage, 'media'> & {
  media?: { kind: MediaKind; mimetype: string; fileName?: string; url: string };
};

const MEDIA_URL_SECONDS = 60 * 60;

export async function messageView(blobs: Deps['blobs'], message: SimulatorMessage): Promise<SimulatorMessageView> {
  const { media, ...rest } = message;
  if (!media) return rest;
  const url = await blobs.signedUrl(media.blobKey, MEDIA_URL_SECONDS);
  return { ...rest, media: { kind: media.kind, mimetype: media.mimetype, fileName: media.fileName, url } };
}

/** Tells the company's admins (the simulator is theirs alone) that a message of the phone changed. */
export async function publishSimulatorMessage(
  deps: Pick<Deps, 'realtime' | 'blobs'>,
  companyId: string,
  connectionId: string,
  message: SimulatorMessage,
): Promise<void> {
  const view = await messageView(deps.blobs, message);
  await deps.realtime.publish(
    companyId,
    simulatorChannel(companyId),
    { connectionId, number: message.number, message: view },
    { filter: (socket) => socket.profile === 'admin' },
  );
}
