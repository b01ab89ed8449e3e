/**
 * `sharp` for the image generators (generate-assets.mjs, generate-app-icons.mjs): a development dependency at
 * an exact version, so every machine makes the same images.
 */
export async function loadSharp() {
  return (await import('sharp')).default;
}
