import { z } from 'zod';
import type { CmsField } from 'decap-cms-core';
import { contentTypes, type ContentType } from '@/data/schema';

/**
 * The admin's field rules, read from the catalogue's schema (src/data/schema.ts) rather than written twice:
 * whether a field is required, its least and greatest value or number of items, its pattern with the sentence
 * the build prints for it, its whole or decimal numbers, and the values a choice offers. The schema's JSON
 * Schema form (zod's own conversion, on the input side: what a file may hold) is the bridge. What no JSON
 * Schema can say (an ISBN's check digit, a date that exists, a course without a price only when enrolment is
 * elsewhere) is checked by the same schema before a save (checks.ts).
 */

interface JsonSchema {
  type?: string | string[];
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  errorMessage?: string;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
}

/** What Decap's field options can hold of a rule. */
export interface FieldRules {
  required: boolean;
  min?: number;
  max?: number;
  /** The regular expression and the sentence shown when a value does not match it. */
  pattern?: [string, string];
  /** The values a choice may take, in the schema's order. */
  values?: unknown[];
  /** Numbers: whole ('int') or with decimals ('float'). */
  valueType?: 'int' | 'float';
}

/** A bound the schema adds for a number's type only (the largest safe integer), not one the editor meets. */
const isTypeBound = (value: number | undefined) => value === undefined || Math.abs(value) >= Number.MAX_SAFE_INTEGER;

function variantsOf(schema: JsonSchema): JsonSchema[] {
  return schema.anyOf ?? schema.oneOf ?? [schema];
}

function rulesOf(schema: JsonSchema, required: boolean): FieldRules {
  const variants = variantsOf(schema);
  const value = variants.find((variant) => variant.type !== 'null') ?? schema;
  const rules: FieldRules = { required: required && !variants.some((variant) => variant.type === 'null') };
  const minimum = value.type === 'array' ? value.minItems : value.minimum;
  if (!isTypeBound(minimum)) rules.min = minimum;
  const maximum = value.type === 'array' ? value.maxItems : value.maximum;
  if (!isTypeBound(maximum)) rules.max = maximum;
  if (value.pattern) rules.pattern = [value.pattern, value.errorMessage ?? ''];
  if (value.type === 'integer') rules.valueType = 'int';
  else if (value.type === 'number') rules.valueType = 'float';
  // A yes/no field always holds one of the two: nothing to leave empty.
  if (value.type === 'boolean') rules.required = false;
  return rules;
}

/**
 * The rules of every field of one part of a type (`fields`: the structured ones, written once; `texts`: each
 * language's), by dotted name (`description.programme`). A field of only some variants (a video's file, an
 * image's picture) is not required here: the whole entry's check asks for it by kind.
 */
export function schemaRules(type: ContentType, part: 'fields' | 'texts'): Map<string, FieldRules> {
  return rulesOfSchema(contentTypes[type][part]);
}

/**
 * The rules of every field of an object schema, by dotted name; the fields of a list's items are named after
 * the list (`faq.answer`), as the admin's list widget nests them.
 */
export function rulesOfSchema(schema: z.ZodType): Map<string, FieldRules> {
  const root = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  const found = new Map<string, FieldRules>();
  const walk = (objects: JsonSchema[], prefix: string) => {
    const names = new Set(objects.flatMap((object) => Object.keys(object.properties ?? {})));
    for (const name of names) {
      const holders = objects.filter((object) => object.properties?.[name]);
      const schema = holders.map((object) => object.properties![name]!);
      const required = holders.length === objects.length && holders.every((object) => object.required?.includes(name));
      // A choice's values, from every variant that has the field (a media item's kind: one per variant).
      const values = schema.flatMap((one) =>
        variantsOf(one).flatMap((variant) => variant.enum ?? ('const' in variant ? [variant.const] : [])),
      );
      const rules = rulesOf(schema[0]!, required);
      if (values.length) rules.values = [...new Set(values)];
      found.set(`${prefix}${name}`, rules);
      const nested = schema.map((one) => (one.type === 'array' && one.items ? one.items : one)).filter((one) => one.properties);
      if (nested.length) walk(nested, `${prefix}${name}.`);
    }
  };
  walk(variantsOf(root), '');
  return found;
}

/** The custom widget of an entry's number (widgets/EntryIdControl.tsx): proposes the next free one, refuses one taken. */
export const ENTRY_ID_WIDGET = 'entry-id';

type Field = CmsField;

/** withRules for any schema's two parts (a page's: src/data/pages.ts); `name` names it in the errors. */
export function withRulesOf(
  name: string,
  rules: { fields: Map<string, FieldRules>; texts: Map<string, FieldRules> },
  fields: Field[],
): Field[] {
  const apply = (field: Field, prefix: string, inherited: boolean): Field => {
    const path = `${prefix}${field.name}`;
    const i18n = inherited || (field as { i18n?: unknown }).i18n === true;
    const own = (i18n ? rules.texts : rules.fields).get(path);
    if (!own) throw new Error(`The admin's field ${name}.${path} is not in the content schema (src/data).`);
    const { labels, ...rest } = field as Field & { labels?: Record<string, string>; fields?: Field[] };
    const widget = field.widget ?? 'string';
    const next: Record<string, unknown> = { ...rest, required: own.required };
    if (own.min !== undefined && ['number', 'list', ENTRY_ID_WIDGET].includes(widget)) next.min = own.min;
    if (own.max !== undefined && ['number', 'list', ENTRY_ID_WIDGET].includes(widget)) next.max = own.max;
    if (own.pattern && ['string', 'text'].includes(widget)) next.pattern = own.pattern;
    if (own.valueType && field.widget === 'number') next.value_type = own.valueType;
    if (field.widget === 'select') {
      next.options = (own.values ?? []).map((value) => {
        const label = labels?.[String(value)];
        if (!label)
          throw new Error(`The admin's choice ${name}.${path} has no label for the schema's value ${JSON.stringify(value)}.`);
        return { label, value };
      });
    }
    if (rest.fields) next.fields = rest.fields.map((child) => apply(child, `${path}.`, i18n));
    return next as unknown as Field;
  };
  return fields.map((field) => apply(field, '', false));
}
