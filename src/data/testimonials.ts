import type { Testimonial } from './types';

/** Home testimonials slider (product §3): 8 items, rating 4 or 5. Comment under `catalog.testimonials.<id>.comment`. */
export const testimonials: Testimonial[] = [
  { id: 1, key: 'catalog.testimonials.1', rating: 5, name: 'Marta S.', role: '' },
  { id: 2, key: 'catalog.testimonials.2', rating: 5, name: 'Ricardo P.', role: '' },
  { id: 3, key: 'catalog.testimonials.3', rating: 4, name: 'Joana F.', role: '' },
  { id: 4, key: 'catalog.testimonials.4', rating: 5, name: 'Camila R.', role: '' },
  { id: 5, key: 'catalog.testimonials.5', rating: 5, name: 'Tiago M.', role: '' },
  { id: 6, key: 'catalog.testimonials.6', rating: 4, name: 'Sara L.', role: '' },
  { id: 7, key: 'catalog.testimonials.7', rating: 5, name: 'Patrícia A.', role: '' },
  { id: 8, key: 'catalog.testimonials.8', rating: 4, name: 'Luísa C.', role: '' },
];
