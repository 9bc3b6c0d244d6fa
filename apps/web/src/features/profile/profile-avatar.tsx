import { useState } from 'react';

/** The user's picture, or their initial when there is none or it cannot be loaded. */
export function ProfileAvatar({ name, picture }: { name: string; picture: string | null }) {
  const [failed, setFailed] = useState(false);
  if (picture && !failed) {
    return (
      <img
        src={picture}
        alt=""
        referrerPolicy="no-referrer"
        onError={() => setFailed(true)}
        className="size-14 shrink-0 rounded-full object-cover"
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className="grid size-14 shrink-0 place-items-center rounded-full bg-brand-100 text-xl font-bold text-brand-700"
    >
      {name.charAt(0).toUpperCase()}
    </span>
  );
}
