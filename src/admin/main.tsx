import CMS from 'decap-cms-app';
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { i18n, initI18n } from '@/i18n';
import type { ContentType } from '@/data/schema';
import { ContentProblems } from './ContentProblems';
import { LEGAL_PAGES } from '@/data/pages';
import { isoDay, pageSavingProblems, savingProblems, savingRefusal } from './checks';
import { ENTRY_ID_WIDGET, adminConfig, backendFromEnv } from './config';
import { PAGES_COLLECTION } from './pages';
import { DECAP_PHRASES_PT, withPhrases } from './decapLocale';
import { contentProblems, installUploadGuard } from './guards';
import { registerPreviews } from './previews/templates';
import { EntryIdControl } from './widgets/EntryIdControl';

// The previews draw the site's components, which read their texts from the site's translation files: both
// languages are loaded once, and each preview switches between them without asking again.
const texts = initI18n({ lng: 'pt', saveChoice: false }).then(() => i18n.loadLanguages(['pt', 'en']));

/** The content files the site cannot read, above the admin, read again after each save. */
const problemsRoot = document.createElement('div');
document.body.prepend(problemsRoot);
const problemsView = createRoot(problemsRoot);
async function showContentProblems() {
  const [problems] = await Promise.all([contentProblems(), texts]);
  problemsView.render(createElement(I18nextProvider, { i18n }, createElement(ContentProblems, { problems })));
}
void showContentProblems();

registerPreviews(CMS);
CMS.registerLocale('pt', withPhrases(CMS.getLocale('pt') as Parameters<typeof withPhrases>[0], DECAP_PHRASES_PT));
// Decap hands every widget more props than its published type names (the entry, the collection, its search).
CMS.registerWidget(ENTRY_ID_WIDGET, EntryIdControl as unknown as Parameters<typeof CMS.registerWidget>[1]);
installUploadGuard(document, (message) => window.alert(message));

const plain = (value: unknown): unknown =>
  value && typeof (value as { toJS?: unknown }).toJS === 'function' ? (value as { toJS(): unknown }).toJS() : value;
// The last gate before a save: the entry as the build will read it, checked by the build's own schema. A
// refusal is Decap's «failed to save» notice, with the problems in the build's words.
CMS.registerEventListener({
  name: 'preSave',
  handler: ({ entry }) => {
    const collection = entry.get('collection') as string;
    const en = plain(entry.getIn(['i18n', 'en', 'data'])) ?? {};
    if (collection === PAGES_COLLECTION) {
      // A legal page shows the day it last changed: the day she saves a change, written by the admin.
      const name = entry.get('slug') as string;
      const data = (LEGAL_PAGES as readonly string[]).includes(name)
        ? entry.get('data').set('updated', isoDay(new Date()))
        : entry.get('data');
      const problems = pageSavingProblems(name, { pt: plain(data) ?? {}, en });
      if (problems.length) throw new Error(savingRefusal(problems));
      return data;
    }
    const pt = plain(entry.get('data')) ?? {};
    const problems = savingProblems(collection as ContentType, { pt, en }, entry.get('newRecord') === true);
    if (problems.length) throw new Error(savingRefusal(problems));
    return undefined;
  },
});
CMS.registerEventListener({ name: 'postSave', handler: () => void showContentProblems() });

// The admin's own site is not the shop's: its links to the site go to the shop's address (VITE_SITE_URL).
const siteUrl = import.meta.env.DEV ? '/' : import.meta.env.VITE_SITE_URL || '/';
CMS.init({ config: adminConfig(backendFromEnv(import.meta.env), window.location.origin, siteUrl) });
