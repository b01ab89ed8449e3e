import { extensionsOf, type UploadKind } from '@/data/uploads';
import { uploadProblem } from './checks';
import { CONTENT_PROBLEMS_URL } from './endpoints';

/**
 * The admin's guards around Decap's own screens, through the page's DOM (Decap has no option for them): its
 * file pickers offer only the kinds the upload folders hold, and a file of another kind or too large is refused
 * before it is uploaded.
 */

/** A picture picker (Decap asks the browser for `image/*`) takes pictures; a file picker, documents and videos too. */
function kindsOf(input: HTMLInputElement): UploadKind[] {
  return input.dataset.kinds === 'picture' || input.accept === 'image/*' ? ['picture'] : ['document', 'video', 'picture'];
}

function isUploadInput(target: EventTarget | null): target is HTMLInputElement {
  return target instanceof HTMLInputElement && target.type === 'file' && target.closest('.nc-fileUploadButton') !== null;
}

/** Narrows each picker's `accept` to the allowed extensions (no SVG for a picture) as Decap draws it. */
function narrow(root: ParentNode) {
  for (const input of root.querySelectorAll<HTMLInputElement>('.nc-fileUploadButton input[type="file"]')) {
    if (input.dataset.kinds) continue;
    const kinds = kindsOf(input);
    input.dataset.kinds = kinds.join(' ');
    input.accept = extensionsOf(kinds).join(',');
  }
}

export function installUploadGuard(document: Document, alert: (message: string) => void) {
  narrow(document);
  new MutationObserver(() => narrow(document)).observe(document.body, { childList: true, subtree: true });
  // In the capture phase, before Decap's own handler (React's, on its root) starts the upload.
  document.addEventListener(
    'change',
    (event) => {
      if (!isUploadInput(event.target)) return;
      const input = event.target;
      const kinds = (input.dataset.kinds?.split(' ') as UploadKind[] | undefined) ?? kindsOf(input);
      const problem = [...(input.files ?? [])].map((file) => uploadProblem(file, kinds)).find(Boolean);
      if (!problem) return;
      event.stopImmediatePropagation();
      input.value = '';
      alert(problem);
    },
    true,
  );
}

/** The content files' problems a dev server lists; none where no dev server answers (a deployed admin). */
export async function contentProblems(fetcher: typeof fetch = fetch): Promise<string[]> {
  try {
    const response = await fetcher(CONTENT_PROBLEMS_URL, { cache: 'no-store' });
    if (!response.ok) return [];
    const body: unknown = await response.json();
    const problems = (body as { problems?: unknown } | null)?.problems;
    return Array.isArray(problems) ? problems.filter((problem): problem is string => typeof problem === 'string') : [];
  } catch {
    return [];
  }
}
