import { paths, sectionIds } from '@/config/routes';
import { images, immersionBackgroundNames } from '@/data/images';
import { ImmersionSection } from '@/components/home/ImmersionSection';
import { useImmersionRotation } from '@/features/home';

const backgrounds = immersionBackgroundNames.map((name) => images[name]);

/** The home immersion section with its background rotating (still under reduced motion or in a hidden tab; `forceReducedMotion` for stories). */
export function ImmersionBlock({ forceReducedMotion = false }: { forceReducedMotion?: boolean }) {
  const activeIndex = useImmersionRotation(backgrounds.length, forceReducedMotion);
  return (
    <ImmersionSection
      id={sectionIds.immersions}
      backgrounds={backgrounds}
      activeIndex={activeIndex}
      detailsHref={paths.immersionDetails}
    />
  );
}
