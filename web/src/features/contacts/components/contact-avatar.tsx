import { useState } from 'react';

/** The contact's WhatsApp picture, or the initial of the name when there is none or it fails to load. */
export function ContactAvatar({ name, profilePicUrl }: { name: string; profilePicUrl: string }) {
  const [broken, setBroken] = useState(false);
  if (profilePicUrl && !broken) {
    return <img className="avatar contact-avatar" src={profilePicUrl} alt="" onError={() => setBroken(true)} />;
  }
  return (
    <span className="avatar contact-avatar" aria-hidden="true">
      {name.trim().charAt(0).toUpperCase() || '?'}
    </span>
  );
}
