import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icons';
import { isAdmin, useCurrentUser } from '../../../lib/auth/session-provider';
import { useTickets, type TicketListFilter } from '../api/get-tickets';
import { useFollowSelectedTicket } from '../hooks/use-follow-selected-ticket';
import { FilterSelect } from './filter-select';
import { NewTicketModal } from './new-ticket-modal';
import { TicketsList } from './tickets-list';
import { TicketsSearch, type SearchFilters } from './tickets-search';

/** The main tabs, in order; open tickets are split between the Assigned and Pending sub-tabs. */
const INBOX_TAB = 0;
const CLOSED_TAB = 1;
const SEARCH_TAB = 2;

/** The list side of the workspace: open (Assigned / Pending), closed and search tabs (spec 1 §2). */
export function TicketsManager({ selectedId }: { selectedId: string | undefined }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const admin = isAdmin(user);
  const [tab, setTab] = useState(INBOX_TAB);
  const [openTab, setOpenTab] = useState(0);
  // Spec 1 §2: the show-all toggle is admin-only and starts on for admins.
  const [showAll, setShowAll] = useState(admin);
  const [queueIds, setQueueIds] = useState(() => user.queues.map((queue) => queue.id));
  const [search, setSearch] = useState<SearchFilters>({ searchParam: '', tags: [], users: [] });
  const [creating, setCreating] = useState(false);
  // The list shows the tab the selected ticket is in; the search tab lists every status, so it stays.
  useFollowSelectedTicket(selectedId, (status) => {
    setTab((current) => (current === SEARCH_TAB ? current : status === 'closed' ? CLOSED_TAB : INBOX_TAB));
    if (status !== 'closed') setOpenTab(status === 'pending' ? 1 : 0);
  });

  const base: TicketListFilter = { showAll: admin && showAll, queueIds: user.queues.length > 0 ? queueIds : undefined };
  const openFilter: TicketListFilter = { ...base, status: 'open' };
  const pendingFilter: TicketListFilter = { ...base, status: 'pending' };
  const openCount = useTickets(openFilter).data?.pages[0]?.count;
  const pendingCount = useTickets(pendingFilter).data?.pages[0]?.count;

  return (
    <div className="tickets-manager" data-testid="tickets-manager">
      <TabGroup selectedIndex={tab} onChange={setTab} className="tickets-tabs">
        <TabList className="tabs tickets-main-tabs">
          <Tab className="tab" data-testid="tickets-tab-inbox">
            <Icon name="inbox" size={16} />
            {t('tickets.tabs.open')}
          </Tab>
          <Tab className="tab" data-testid="tickets-tab-closed">
            <Icon name="checkCircle" size={16} />
            {t('tickets.tabs.closed')}
          </Tab>
          <Tab className="tab" data-testid="tickets-tab-search">
            <Icon name="search" size={16} />
            {t('tickets.tabs.search')}
          </Tab>
        </TabList>
        <div className="tickets-toolbar">
          <button
            type="button"
            className="btn btn-primary btn-sm"
            onClick={() => setCreating(true)}
            data-testid="new-ticket"
          >
            <Icon name="plus" size={16} />
            {t('tickets.newTicket.button')}
          </button>
          {admin && (
            <label className="switch-label">
              <input
                type="checkbox"
                role="switch"
                className="switch"
                checked={showAll}
                onChange={(event) => setShowAll(event.target.checked)}
                data-testid="tickets-show-all"
              />
              {t('tickets.showAll')}
            </label>
          )}
          {user.queues.length > 0 && (
            <FilterSelect
              label={t('tickets.queues')}
              options={user.queues}
              value={queueIds}
              onChange={setQueueIds}
              testId="tickets-queue-filter"
            />
          )}
        </div>
        <TabPanels className="tickets-panels">
          <TabPanel className="tickets-panel">
            <TabGroup selectedIndex={openTab} onChange={setOpenTab} className="tickets-tabs">
              <TabList className="tabs tickets-sub-tabs">
                <Tab className="tab" data-testid="tickets-tab-open">
                  {t('tickets.tabs.assigned')}
                  <CountBadge count={openCount} testId="tickets-open-count" />
                </Tab>
                <Tab className="tab" data-testid="tickets-tab-pending">
                  {t('tickets.tabs.pending')}
                  <CountBadge count={pendingCount} testId="tickets-pending-count" />
                </Tab>
              </TabList>
              <TabPanels className="tickets-panels">
                <TabPanel className="tickets-panel">
                  <TicketsList filter={openFilter} selectedId={selectedId} testId="tickets-list-open" />
                </TabPanel>
                <TabPanel className="tickets-panel">
                  <TicketsList filter={pendingFilter} selectedId={selectedId} testId="tickets-list-pending" />
                </TabPanel>
              </TabPanels>
            </TabGroup>
          </TabPanel>
          <TabPanel className="tickets-panel">
            <TicketsList filter={{ ...base, status: 'closed' }} selectedId={selectedId} testId="tickets-list-closed" />
          </TabPanel>
          <TabPanel className="tickets-panel">
            <TicketsSearch filters={search} onChange={setSearch} admin={admin} />
            <TicketsList filter={{ ...base, ...search }} selectedId={selectedId} testId="tickets-list-search" />
          </TabPanel>
        </TabPanels>
      </TabGroup>
      {creating && <NewTicketModal open onClose={() => setCreating(false)} />}
    </div>
  );
}

function CountBadge({ count, testId }: { count: number | undefined; testId: string }) {
  return (
    <span className="count-badge" data-testid={testId}>
      {count ?? 0}
    </span>
  );
}
