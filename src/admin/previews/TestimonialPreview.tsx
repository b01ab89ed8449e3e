import { useTranslation } from 'react-i18next';
import { Testimonials } from '@/components/home/Testimonials';
import { activeLanguage } from '@/i18n/localePath';
import { useAdminText } from '../text';
import { PreviewPart } from './PreviewShell';
import { itemIn, numberOf, textOf, type ContentFile } from './contentFile';
import { STILL_CAROUSEL } from './stillCarousel';

export interface TestimonialPreviewProps {
  /** The testimonial being edited: content/testimonials/<id>.json. */
  file: ContentFile;
}

/** A testimonial in the home page's testimonials section, alone in it, in the language of the surrounding i18n. */
export function TestimonialPreview({ file }: TestimonialPreviewProps) {
  const text = useAdminText();
  const { i18n } = useTranslation();
  const testimonial = itemIn('testimonials', file, activeLanguage(i18n));
  const item = {
    id: numberOf(testimonial.id) ?? 0,
    name: textOf(testimonial.name),
    role: textOf(testimonial.role) || undefined,
    comment: textOf(testimonial.comment),
    rating: numberOf(testimonial.rating) ?? 0,
  };
  return (
    <PreviewPart>
      <h2>{text.card}</h2>
      <Testimonials id="testemunhos" items={[item]} {...STILL_CAROUSEL} />
    </PreviewPart>
  );
}
