import { useTranslation } from 'react-i18next';
import type { Resources } from '../../lib/en';

type Key = keyof Resources['consoleMessaging']['messages'];

/** The Message users texts (en.ts consoleMessaging.messages), by their short keys. */
export function useMessageTexts() {
  const { t } = useTranslation();
  // Keys are checked by `Key`; i18next's typing of each text's placeholders is looser on purpose here.
  const translate = t as unknown as (key: string, values?: object) => string;
  return (key: Key, values?: object) => translate(`consoleMessaging.messages.${key}`, values);
}
