import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en, type Resources } from './en';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Resources };
  }
}

// Synchronous init: the English texts are bundled, so the first render already has them and tests
// need no waiting.
void i18n.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  resources: { en: { translation: en } },
  interpolation: { escapeValue: false },
  initAsync: false,
});

export { i18n };
