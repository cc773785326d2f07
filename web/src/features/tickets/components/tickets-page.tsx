import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useMediaQuery } from '../../../hooks/use-media-query';
import { TicketView } from '../../ticket-view/components/ticket-view';
import { useTicketAccess } from '../hooks/use-ticket-access';
import { useTicketsLiveSync } from '../hooks/use-tickets-live-sync';
import { TicketsManager } from './tickets-manager';

/** Spec 1 §9: the mobile breakpoint. */
const NARROW_QUERY = '(max-width: 599.98px)';

/**
 * The ticket workspace (/tickets and /tickets/{uuid}): the list beside the conversation on wide screens; on
 * narrow ones two tabs, 'Ticket' and 'Atendimentos', switching to the ticket when one is opened.
 */
export function TicketsPage() {
  const { ticketId } = useParams();
  const narrow = useMediaQuery(NARROW_QUERY);
  useTicketsLiveSync(ticketId);
  useTicketAccess(ticketId);

  const list = <TicketsManager selectedId={ticketId} />;
  const conversation = ticketId ? <TicketView key={ticketId} ticketId={ticketId} /> : <TicketsPlaceholder />;
  if (narrow) return <NarrowTickets ticketId={ticketId} list={list} conversation={conversation} />;
  return (
    <div className="tickets-page" data-testid="tickets-page">
      <aside className="tickets-list-pane card">{list}</aside>
      <section className="tickets-chat-pane card">{conversation}</section>
    </div>
  );
}

interface NarrowTicketsProps {
  ticketId: string | undefined;
  list: ReactNode;
  conversation: ReactNode;
}

function NarrowTickets({ ticketId, list, conversation }: NarrowTicketsProps) {
  const { t } = useTranslation();
  const [tab, setTab] = useState(ticketId ? 0 : 1);
  useEffect(() => setTab(ticketId ? 0 : 1), [ticketId]);

  return (
    <TabGroup
      selectedIndex={tab}
      onChange={setTab}
      className="tickets-page tickets-page-narrow"
      data-testid="tickets-page"
    >
      <TabList className="tabs tickets-narrow-tabs">
        <Tab className="tab" data-testid="tickets-nav-ticket">
          {t('tickets.nav.ticket')}
        </Tab>
        <Tab className="tab" data-testid="tickets-nav-list">
          {t('tickets.nav.list')}
        </Tab>
      </TabList>
      <TabPanels className="tickets-narrow-panels">
        <TabPanel unmount={false} className="tickets-chat-pane card">
          {conversation}
        </TabPanel>
        <TabPanel unmount={false} className="tickets-list-pane card">
          {list}
        </TabPanel>
      </TabPanels>
    </TabGroup>
  );
}

/** With no ticket selected, the logo and a hint (spec 1 §2). */
function TicketsPlaceholder() {
  const { t } = useTranslation();
  return (
    <div className="tickets-placeholder" data-testid="tickets-placeholder">
      <span className="brand brand-large">
        <span className="brand-mark" aria-hidden="true" />
        <span>{t('common.appName')}</span>
      </span>
      <p className="muted">{t('tickets.placeholder')}</p>
    </div>
  );
}
