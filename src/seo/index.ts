/** Structured data (JSON-LD, schema.org) of the site's pages: builders, serialiser and the component that renders it. */
export {
  bookJsonLd,
  breadcrumbJsonLd,
  courseJsonLd,
  educatorJsonLd,
  schemaAvailability,
  serializeJsonLd,
  type BookAvailability,
  type BookJsonLdInput,
  type CourseJsonLdInput,
  type CourseMode,
  type EducatorJsonLdInput,
  type JsonLdLang,
} from './structuredData';
// `JsonLd` is both the data type (structuredData.ts) and the component that renders it.
export { JsonLd } from './JsonLd';
