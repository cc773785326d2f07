import { TicketsPage } from '../../features/tickets/components/tickets-page';

/** /tickets and /tickets/{uuid}: the ticket workspace. */
export function TicketsRoute() {
  return <TicketsPage />;
}
