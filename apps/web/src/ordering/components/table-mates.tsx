import type { Participant } from '@lahap/contract/ordering/schemas';
import { useTranslation } from 'react-i18next';
import { initialsOf } from '../model/initials';
import styles from './cart.module.css';

/** Everyone at the table, this phone first and marked "you"; it follows the table live. */
export function TableMates({ participants, me }: { participants: Participant[]; me: string }) {
  const { t } = useTranslation('ordering');
  const ordered = [...participants].sort(
    (a, b) => Number(b.participantId === me) - Number(a.participantId === me),
  );
  return (
    <section aria-labelledby="ordering-mates-title" className={styles.group}>
      <h3 id="ordering-mates-title" className={styles.groupTitle}>
        {t('cart.mates', { count: participants.length })}
      </h3>
      <ul className={styles.mates} data-testid="ordering-mates">
        {ordered.map((mate) => {
          const isMe = mate.participantId === me;
          return (
            <li key={mate.participantId} className={styles.mate} data-me={isMe} data-testid="ordering-mate">
              <span className={styles.avatar} aria-hidden="true">
                {initialsOf(mate.displayName)}
              </span>
              <span className={styles.mateName} title={mate.displayName}>
                {isMe ? t('cart.you') : mate.displayName}
              </span>
              {isMe && <span className="lahap-visually-hidden">{mate.displayName}</span>}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
