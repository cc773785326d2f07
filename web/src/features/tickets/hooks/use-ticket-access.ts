import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ApiError } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { useTicket } from '../api/get-ticket';

/**
 * Spec 1 §5: opening a ticket of a queue the agent does not serve shows 'Acesso não permitido' and goes back
 * to /tickets; any other failure to load it (deleted, unknown) shows its message and goes back too.
 */
export function useTicketAccess(ticketId: string | undefined) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { error } = useTicket(ticketId);

  useEffect(() => {
    if (!error) return;
    const refused = error instanceof ApiError && error.status === 403;
    toast.error(refused ? t('tickets.toasts.unauthorized') : error.message);
    navigate('/tickets', { replace: true });
  }, [error, navigate, t]);
}
