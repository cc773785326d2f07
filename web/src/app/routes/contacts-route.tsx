import { ContactsPage } from '../../features/contacts/components/contacts-page';
import { useConnections } from '../../features/connections/api/get-connections';
import { useCurrentUser } from '../../lib/auth/session-provider';

/** New tickets open on the user's own default connection, else the company's default one. */
export function ContactsRoute() {
  const user = useCurrentUser();
  const { data: connections } = useConnections({ enabled: !user.whatsappId });
  const defaultWhatsappId = user.whatsappId ?? connections?.find((connection) => connection.isDefault)?.id ?? null;
  return <ContactsPage defaultWhatsappId={defaultWhatsappId} />;
}
