import { useContext, useEffect, useReducer, useRef, useState } from 'react';
import { Anchor, Description, DocsContext, Subheading } from '@storybook/addon-docs/blocks';
import { GLOBALS_UPDATED } from 'storybook/internal/core-events';
import type { PreparedStory } from 'storybook/internal/types';
import { docsFrameSrc } from './docsFrame';
import { VIEWPORTS, type ViewportName } from './viewports';

/** A frame's height before its story has drawn, and the most it grows to (a page that fills the viewport). */
const INITIAL_HEIGHT = 240;
const MAX_HEIGHT = 4000;

/** Sizes a frame to its story: the story root, or Storybook's error display when the story failed. */
function followContentHeight(frame: HTMLIFrameElement, setHeight: (px: number) => void): () => void {
  const win = frame.contentWindow as (Window & typeof globalThis) | null;
  const doc = frame.contentDocument;
  if (!win || !doc) return () => undefined;
  const measure = () => {
    const parts = ['#storybook-root', '.sb-errordisplay', '.sb-nopreview']
      .map((selector) => doc.querySelector(selector))
      .filter((el): el is HTMLElement => el instanceof win.HTMLElement && el.offsetParent !== null);
    const bottom = Math.max(0, ...parts.map((el) => el.getBoundingClientRect().bottom + win.scrollY));
    const padding = parseFloat(win.getComputedStyle(doc.body).paddingBottom) || 0;
    if (bottom > 0) setHeight(Math.min(MAX_HEIGHT, Math.ceil(bottom + padding)));
  };
  const observer = new win.ResizeObserver(measure);
  for (const selector of ['#storybook-root', '.sb-errordisplay', '.sb-nopreview']) {
    const el = doc.querySelector(selector);
    if (el) observer.observe(el);
  }
  measure();
  return () => observer.disconnect();
}

/** How far below the window a frame starts loading: close enough that it is drawn when it comes into view. */
const LOAD_MARGIN = '200px';

/**
 * One story drawn alone in a frame of its own, in the Docs page's language and network condition. The frame is
 * made when it comes near the window, not before (nor by the browser's lazy loading, which starts far ahead): each
 * frame is a whole preview, and a long Docs page does not start them all at once. A state held by a call that
 * never answers (sending, submitting) holds however long the frame waits: Storybook holds the calls' deadlines
 * (.storybook/preview.tsx, src/lib/abort.ts holdDeadlines).
 */
function StoryFrame({ story, globals }: { story: PreparedStory; globals: Record<string, unknown> }) {
  const box = useRef<HTMLDivElement>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const [near, setNear] = useState(false);
  const [height, setHeight] = useState(INITIAL_HEIGHT);
  const [loaded, setLoaded] = useState(0);
  const src = docsFrameSrc(story.id, globals);
  const viewport = (story.storyGlobals as { viewport?: { value?: string } } | undefined)?.viewport?.value;
  const width = viewport && viewport in VIEWPORTS ? VIEWPORTS[viewport as ViewportName].styles.width : '100%';
  useEffect(() => {
    if (near || !box.current) return undefined;
    const observer = new IntersectionObserver((seen) => seen.some((entry) => entry.isIntersecting) && setNear(true), {
      rootMargin: `0px 0px ${LOAD_MARGIN} 0px`,
    });
    observer.observe(box.current);
    return () => observer.disconnect();
  }, [near]);
  useEffect(() => {
    if (!loaded || !frame.current) return undefined;
    return followContentHeight(frame.current, setHeight);
  }, [loaded, src]);
  const style = { display: 'block', width, maxWidth: '100%', height, border: '1px solid #e5e7eb', borderRadius: 4 };
  return (
    <div ref={box} className="sb-story sb-unstyled" data-story-block="true" style={{ overflowX: 'auto' }}>
      {near ? (
        <iframe
          ref={frame}
          id={`frame--${story.id}`}
          data-docs-frame={story.id}
          title={story.name}
          src={src}
          onLoad={() => setLoaded((n) => n + 1)}
          style={style}
        />
      ) : (
        <div data-docs-frame-pending={story.id} style={style} />
      )}
    </div>
  );
}

/**
 * The stories of a Docs page, each drawn in a frame of its own (issue 35): its own document, storage, MSW
 * handlers and app actors, so each shows the state its own setup gives it, as when it is opened alone, and not
 * whatever the story drawn last left in a shared page. The play functions do not run here, as on any Docs page.
 * Same anchors, headings and descriptions as Storybook's `Stories` block.
 */
export function FramedStories() {
  const { componentStories, getStoryContext, channel } = useContext(DocsContext);
  const [, refresh] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    channel.on(GLOBALS_UPDATED, refresh);
    return () => channel.off(GLOBALS_UPDATED, refresh);
  }, [channel]);
  let stories = componentStories();
  // As Storybook's Stories block: the stories tagged for Docs, without those that mount inside play.
  if (stories.some((story) => story.tags.includes('autodocs'))) {
    stories = stories.filter((story) => story.tags.includes('autodocs') && !story.usesMount);
  }
  if (!stories.length) return null;
  return (
    <>
      <h2 id="stories">Stories</h2>
      <p>
        Each story is drawn in a frame of its own, as it shows opened alone, without its play function (open it in the sidebar to
        run the play function and see its checks in the Interactions panel).
      </p>
      {stories.map((story) => (
        <Anchor key={story.id} storyId={story.id}>
          <Subheading>{story.name}</Subheading>
          <Description of={story.moduleExport} />
          <StoryFrame story={story} globals={getStoryContext(story).globals} />
        </Anchor>
      ))}
    </>
  );
}
