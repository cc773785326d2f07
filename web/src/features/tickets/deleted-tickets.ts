const announced = new Set<string>();

/**
 * The deleting admin hears of a deletion twice (the DELETE answer and the realtime event, in either order);
 * the first to arrive announces it, so the 'deleted' toast shows once.
 */
export function firstAnnouncement(ticketId: string): boolean {
  if (announced.has(ticketId)) return false;
  announced.add(ticketId);
  return true;
}
