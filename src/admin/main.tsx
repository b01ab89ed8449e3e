import CMS from 'decap-cms-app';
import { i18n, initI18n } from '@/i18n';
import { adminConfig, backendFromEnv } from './config';
import { registerPreviews } from './previews/templates';

// The previews draw the site's components, which read their texts from the site's translation files: both
// languages are loaded once, and each preview switches between them without asking again.
void initI18n({ lng: 'pt', saveChoice: false }).then(() => i18n.loadLanguages(['pt', 'en']));

registerPreviews(CMS);
CMS.init({ config: adminConfig(backendFromEnv(import.meta.env), window.location.origin) });
