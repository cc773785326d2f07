import { PROFILES } from '@domain/users/schema';
import { useTranslation } from 'react-i18next';
import { FieldFrame } from '../../../components/ui/field';
import type { Profile, QueueRef } from '../../../types/api';
import type { UserFormValues } from '../user-form-values';
import { QueueMultiSelect } from '../../../components/ui/queue-multi-select';

export interface NamedOption {
  id: string;
  name: string;
}

interface UserAdminFieldsProps {
  values: UserFormValues;
  onChange: (changes: Partial<UserFormValues>) => void;
  queues: QueueRef[];
  connections: NamedOption[];
}

/** Profile, queues and default connection: only admins see and change these (spec 1 §6). */
export function UserAdminFields({ values, onChange, queues, connections }: UserAdminFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <FieldFrame label={t('userModal.profile')}>
        {({ inputId }) => (
          <select
            id={inputId}
            className="input"
            value={values.profile}
            onChange={(event) => onChange({ profile: event.target.value as Profile })}
          >
            {PROFILES.map((profile) => (
              <option key={profile} value={profile}>
                {t(`users.profiles.${profile}`)}
              </option>
            ))}
          </select>
        )}
      </FieldFrame>
      <QueueMultiSelect
        label={t('userModal.queues')}
        emptyText={t('userModal.noQueues')}
        queues={queues}
        value={values.queueIds}
        onChange={(queueIds) => onChange({ queueIds })}
        testId="queue-select"
      />
      <FieldFrame label={t('userModal.whatsapp')}>
        {({ inputId }) => (
          <select
            id={inputId}
            className="input"
            value={values.whatsappId}
            onChange={(event) => onChange({ whatsappId: event.target.value })}
          >
            <option value="">{t('userModal.noWhatsapp')}</option>
            {connections.map((connection) => (
              <option key={connection.id} value={connection.id}>
                {connection.name}
              </option>
            ))}
          </select>
        )}
      </FieldFrame>
    </>
  );
}
