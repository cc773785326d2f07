import type { DashboardData } from '@domain/dashboard/schema';

/** A user event as the users domain publishes it on `company-<id>-user`. */
export interface UserEvent {
  action?: string;
  user?: { id?: string; online?: unknown };
}

/** The presence an event carries, when it is an update that says whether the user is online. */
export function presenceOf(event: UserEvent | undefined): { userId: string; online: boolean } | undefined {
  const user = event?.user;
  if (event?.action !== 'update' || !user?.id || typeof user.online !== 'boolean') return undefined;
  return { userId: user.id, online: user.online };
}

/** The dashboard with one attendant's online status changed; the same object when nothing changes. */
export function withPresence(
  data: DashboardData | undefined,
  { userId, online }: { userId: string; online: boolean },
): DashboardData | undefined {
  if (!data?.attendants.some((attendant) => attendant.id === userId && attendant.online !== online)) return data;
  return {
    ...data,
    attendants: data.attendants.map((attendant) => (attendant.id === userId ? { ...attendant, online } : attendant)),
  };
}
