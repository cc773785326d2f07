import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { customerNumber } from '../simulator-logic';
import type { SimulatorContactCard, SimulatorLocation } from '../simulator-types';

/** Coordinates and an optional description, sent as a location message. */
export function LocationForm({ onSend }: { onSend: (location: SimulatorLocation) => void }) {
  const { t } = useTranslation();
  const [latitude, setLatitude] = useState('-23.5505');
  const [longitude, setLongitude] = useState('-46.6333');
  const [description, setDescription] = useState('');
  const lat = Number(latitude);
  const long = Number(longitude);
  const valid = latitude.trim() !== '' && longitude.trim() !== '' && Math.abs(lat) <= 90 && Math.abs(long) <= 180;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (valid) onSend({ latitude: lat, longitude: long, description: description.trim() || undefined });
  };

  return (
    <form className="phone-extra" onSubmit={submit} data-testid="simulator-location-form">
      <input
        className="input"
        type="number"
        step="any"
        aria-label={t('simulator.latitude')}
        placeholder={t('simulator.latitude')}
        value={latitude}
        onChange={(event) => setLatitude(event.target.value)}
      />
      <input
        className="input"
        type="number"
        step="any"
        aria-label={t('simulator.longitude')}
        placeholder={t('simulator.longitude')}
        value={longitude}
        onChange={(event) => setLongitude(event.target.value)}
      />
      <input
        className="input"
        aria-label={t('simulator.description')}
        placeholder={t('simulator.description')}
        value={description}
        onChange={(event) => setDescription(event.target.value)}
      />
      <button type="submit" className="btn btn-ghost" disabled={!valid}>
        {t('simulator.location')}
      </button>
    </form>
  );
}

/** A contact card: the name and number of someone the customer shares. */
export function ContactForm({ onSend }: { onSend: (contact: SimulatorContactCard) => void }) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [number, setNumber] = useState('');
  const digits = customerNumber(number);
  const valid = name.trim() !== '' && digits !== null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() && digits) onSend({ name: name.trim(), number: digits });
  };

  return (
    <form className="phone-extra" onSubmit={submit} data-testid="simulator-contact-form">
      <input
        className="input"
        aria-label={t('simulator.contactName')}
        placeholder={t('simulator.contactName')}
        value={name}
        onChange={(event) => setName(event.target.value)}
      />
      <input
        className="input"
        inputMode="tel"
        aria-label={t('simulator.contactNumber')}
        placeholder={t('simulator.contactNumber')}
        value={number}
        onChange={(event) => setNumber(event.target.value)}
      />
      <button type="submit" className="btn btn-ghost" disabled={!valid}>
        {t('simulator.contact')}
      </button>
    </form>
  );
}
