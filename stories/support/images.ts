import { expect } from 'storybook/test';

/**
 * Every product image in `root` is shown whole: its rendered box keeps the picture's aspect ratio (from its width
 * and height attributes) unless it is letterboxed with object-fit contain, and no clipping ancestor cuts it.
 * Covers carry their title in the picture, so a crop cuts words ("ocessamento / ensorial").
 */
export async function expectImagesUncropped(root: HTMLElement) {
  const images = [...root.querySelectorAll('img')];
  await expect(images.length).toBeGreaterThan(0);
  for (const img of images) {
    const ratio = Number(img.getAttribute('width')) / Number(img.getAttribute('height'));
    await expect(Number.isFinite(ratio) && ratio > 0, `${img.src} has width and height`).toBe(true);
    const box = img.getBoundingClientRect();
    await expect(box.width * box.height, `${img.src} is laid out`).toBeGreaterThan(0);
    const fit = getComputedStyle(img).objectFit;
    if (fit !== 'contain' && fit !== 'scale-down') {
      await expect(Math.abs(box.width / box.height / ratio - 1), `${img.src} keeps its aspect ratio`).toBeLessThan(0.02);
    }
    for (let parent = img.parentElement; parent && parent !== root; parent = parent.parentElement) {
      if (getComputedStyle(parent).overflow === 'visible') continue;
      const clip = parent.getBoundingClientRect();
      await expect(box.top, `${img.src} not cut at the top`).toBeGreaterThanOrEqual(clip.top - 0.5);
      await expect(box.bottom, `${img.src} not cut at the bottom`).toBeLessThanOrEqual(clip.bottom + 0.5);
      await expect(box.left, `${img.src} not cut on the left`).toBeGreaterThanOrEqual(clip.left - 0.5);
      await expect(box.right, `${img.src} not cut on the right`).toBeLessThanOrEqual(clip.right + 0.5);
    }
  }
}
