import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/ui/spinner';
import { useInfiniteScroll } from '../../../hooks/use-infinite-scroll';
import { useTickets, type TicketListFilter } from '../api/get-tickets';
import { useRevealSelected } from '../hooks/use-reveal-selected';
import { ticketsOf } from '../ticket-list-rules';
import { TicketListItem } from './ticket-list-item';

interface TicketsListProps {
  filter: TicketListFilter;
  selectedId: string | undefined;
  testId: string;
}

/** One list of tickets; the next page loads within 100 px of the bottom (spec 1 §9). */
export function TicketsList({ filter, selectedId, testId }: TicketsListProps) {
  const { t } = useTranslation();
  const { data, hasNextPage, isFetching, isLoading, fetchNextPage } = useTickets(filter);
  const tickets = ticketsOf(data);
  const { containerRef, onScroll } = useInfiniteScroll({
    hasMore: Boolean(hasNextPage),
    loading: isFetching,
    loadMore: () => void fetchNextPage(),
    itemCount: tickets.length,
  });
  useRevealSelected(
    containerRef,
    selectedId,
    tickets.some((ticket) => ticket.uuid === selectedId),
  );

  return (
    <div className="tickets-list" ref={containerRef} onScroll={onScroll} data-testid={testId}>
      <ul className="tickets-list-items">
        {tickets.map((ticket) => (
          <TicketListItem key={ticket.id} ticket={ticket} selected={ticket.uuid === selectedId} />
        ))}
      </ul>
      {isLoading || (isFetching && hasNextPage) ? (
        <div className="table-status">
          <Spinner size={22} />
        </div>
      ) : (
        tickets.length === 0 && (
          <div className="tickets-list-empty" data-testid="tickets-empty">
            <strong>{t('tickets.list.emptyTitle')}</strong>
            <p className="muted">{t('tickets.list.emptyMessage')}</p>
          </div>
        )
      )}
    </div>
  );
}
