import { enConsole } from './en-console';
import { i18n } from './i18n';

// Adds the staff console's texts to i18next. Imported by the console's section pages (their lazy
// chunks) and by the web tests' setup; adding the same bundle twice changes nothing.
i18n.addResourceBundle('en', 'translation', enConsole, true, true);
