import type { Deps } from '../../platform/deps.js';
import { newId } from '../../platform/ids.js';
import type { EventTap } from '../../platform/realtime/realtime.js';
import { lookup } from '../lookups/company-lookups.js';
import { cachedCompanyPlan } from '../plans/cached-plan.js';
import { sendDeliveryJob } from './jobs.js';
import { listWebhookRecords, type WebhookRecord } from './repo.js';
import type { WebhookEvent } from './schema.js';

type TapDeps = Pick<Deps, 'table' | 'realtime' | 'jobs' | 'clock'>;

/**
 * The company's endpoints, from the lookups cache (docs/decisions/030): read at most once in WEBHOOKS_TTL_MS per
 * process, dropped at once by this process' own `company-<id>-webhook` events. A company without webhooks costs
 * its message and ticket events no request while the entry is fresh.
 */
export function cachedWebhooks(deps: Pick<Deps, 'table' | 'realtime'>, companyId: string): Promise<WebhookRecord[]> {
  return lookup(deps, { companyId, kind: 'webhooks' }, () => listWebhookRecords(deps.table, companyId));
}

/** Which webhook event a realtime event is, with what the endpoint gets as `data`; undefined when none. */
export function webhookEventOf(
  companyId: string,
  channel: string,
  data: unknown,
): { event: WebhookEvent; data: unknown } | undefined {
  const kind = channel.slice(`company-${companyId}-`.length);
  const action = (data as { action?: unknown } | null)?.action;
  const { action: _action, ...rest } = (data ?? {}) as Record<string, unknown>;
  if (kind === 'appMessage' && action === 'create') return { event: 'message.created', data: rest };
  if (kind === 'appMessage' && action === 'update') return { event: 'message.updated', data: rest };
  if (kind === 'ticket' && action === 'update') return { event: 'ticket.updated', data: rest };
  if (kind === 'ticket' && action === 'delete') return { event: 'ticket.deleted', data: rest };
  return undefined;
}

/**
 * The realtime tap that fans a company's message and ticket events out to its endpoints (docs/decisions/056):
 * one delivery job per (event, subscribed active endpoint), queued before the publish returns. Installed where
 * Deps are built (local-deps.ts, handlers/cloud-deps.ts), so no domain knows of webhooks.
 */
export function webhookTap(deps: TapDeps): EventTap {
  return async (companyId, events) => {
    const wanted = events
      .map(({ channel, data }) => webhookEventOf(companyId, channel, data))
      .filter((event) => event !== undefined);
    if (wanted.length === 0) return;
    const endpoints = (await cachedWebhooks(deps, companyId)).filter((endpoint) => endpoint.active);
    if (endpoints.length === 0) return;
    // A plan that lost useExternalApi keeps its endpoints but sends nothing.
    const plan = await cachedCompanyPlan(deps, companyId);
    if (plan && !plan.useExternalApi) return;
    const createdAt = deps.clock.now().toISOString();
    const jobs = wanted.flatMap(({ event, data }) =>
      endpoints
        .filter((endpoint) => endpoint.events.includes(event))
        .map((endpoint) =>
          sendDeliveryJob(deps, {
            companyId,
            webhookId: endpoint.id,
            deliveryId: newId(),
            event,
            createdAt,
            data,
            attempt: 1,
          }),
        ),
    );
    await Promise.all(jobs);
  };
}

/** Deps whose realtime port fans message and ticket events out to webhooks: where Deps are built. */
export function withWebhookTap<T extends TapDeps>(deps: T): T {
  deps.realtime.tap(webhookTap(deps));
  return deps;
}
