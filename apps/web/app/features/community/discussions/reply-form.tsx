import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button/button';
import { TextField } from '../../../components/ui/form/text-field';
import styles from './discussions.module.css';

/**
 * The reply box under a post, for members and managers alike: `onReply` sends the text; the box
 * empties when it was sent and keeps the text when it failed (the API client said why).
 */
export const ReplyForm = ({ onReply }: { onReply: (body: string) => Promise<unknown> }) => {
  const { t } = useTranslation('discussions');
  const [reply, setReply] = useState('');
  return (
    <form
      className={styles.replyForm}
      onSubmit={(event) => {
        event.preventDefault();
        onReply(reply).then(
          () => setReply(''),
          () => undefined,
        );
      }}
    >
      <TextField
        label={t('replies.write')}
        value={reply}
        maxLength={4000}
        onChange={(event) => setReply(event.target.value)}
      />
      <Button type="submit" size="sm" variant="secondary">
        {t('replies.submit')}
      </Button>
    </form>
  );
};
