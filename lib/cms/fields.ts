/**
 * The editor's fields, written from the zod schemas the build checks content with (issue 51): a
 * schema is converted to JSON Schema (zod 4's `z.toJSONSchema`, the input side, before transforms)
 * and each property becomes a Decap CMS field with the widget and the checks it can express. What
 * Decap cannot express (a cross-file rule, a variant's own required fields) stays with the build,
 * whose error names the file and the field (lib/content/load.ts).
 */
import { z } from 'zod';

/** The part of JSON Schema that zod writes for our content schemas. */
export type JsonSchema = {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: JsonSchema | boolean;
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minItems?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  description?: string;
};

/** A field of Decap CMS's config (https://decapcms.org/docs/widgets/), as much of it as we write. */
export type DecapField = {
  name: string;
  label: string;
  widget: 'string' | 'text' | 'markdown' | 'select' | 'number' | 'boolean' | 'datetime' | 'list' | 'object' | 'hidden';
  required?: boolean;
  hint?: string;
  pattern?: [string, string];
  options?: string[];
  multiple?: boolean;
  default?: unknown;
  value_type?: 'int' | 'float';
  min?: number;
  max?: number;
  date_format?: string;
  time_format?: boolean;
  format?: string;
  field?: DecapField;
  fields?: DecapField[];
  collapsed?: boolean;
  summary?: string;
};

/** A schema's input side as JSON Schema (dates that YAML may read as Date objects become `{}`). */
export const jsonSchemaOf = (schema: z.ZodType) =>
  z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;

/** "firstMonths" -> "First months", "validThrough" -> "Valid through", "API" -> "API". */
export function labelOf(name: string): string {
  if (/^[A-Z0-9]+$/.test(name)) return name;
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const CALENDAR_DAY = /^\^\\d\{4\}-\\d\{2\}-\\d\{2\}\$$/;
/** Texts at least this long get a text area rather than a one-line box. */
const LONG_TEXT = 20;

const isDate = (schema: JsonSchema) =>
  (schema.type === 'string' && schema.pattern !== undefined && CALENDAR_DAY.test(schema.pattern)) ||
  // z.union([z.date(), z.string()]): a YAML date or its ISO text (release notes, calendarDaySchema).
  (schema.anyOf?.length === 2 && schema.anyOf.some((part) => Object.keys(part).length === 0));

const isObjectVariants = (schema: JsonSchema) =>
  (schema.oneOf ?? schema.anyOf ?? []).length > 0 &&
  (schema.oneOf ?? schema.anyOf)!.every((part) => part.type === 'object');

/** The checks a text field carries over: its pattern, else its shortest length. */
function textChecks(schema: JsonSchema): Pick<DecapField, 'pattern'> {
  if (schema.pattern) return { pattern: [schema.pattern, 'Write it in the form the other entries use.'] };
  if (schema.minLength && schema.minLength > 1)
    return { pattern: [`^[\\s\\S]{${schema.minLength},}$`, `Write at least ${schema.minLength} characters.`] };
  return {};
}

function listBounds(schema: JsonSchema): Pick<DecapField, 'min' | 'max'> {
  return {
    ...(schema.minItems !== undefined ? { min: schema.minItems } : {}),
    ...(schema.maxItems !== undefined ? { max: schema.maxItems } : {}),
  };
}

/**
 * One variant's fields after another, each once and optional, with the choice between them a
 * select (required when the object is): Decap has no variant objects outside lists, so the build
 * checks the chosen variant's required fields and names any that are missing.
 */
function variantFields(variants: JsonSchema[], required: boolean): DecapField[] {
  const merged = new Map<string, DecapField>();
  for (const variant of variants)
    for (const field of objectFields(variant, false)) if (!merged.has(field.name)) merged.set(field.name, field);
  return [...merged.values()].map((field) => {
    const choices = variants
      .map((variant) => variant.properties?.[field.name]?.const)
      .filter((value) => value !== undefined);
    return choices.length === variants.length
      ? {
          name: field.name,
          label: field.label,
          widget: 'select',
          options: choices.map(String),
          ...(required ? {} : { required: false }),
        }
      : { ...field, required: false };
  });
}

/** The Decap field for one property. Throws on a shape Decap cannot edit, naming it. */
export function fieldOf(name: string, schema: JsonSchema, required: boolean): DecapField {
  const base = { name, label: labelOf(name), ...(required ? {} : { required: false }) };
  if (schema.const !== undefined) return { ...base, widget: 'hidden', default: schema.const };
  if (schema.enum) return { ...base, widget: 'select', options: schema.enum.map(String) };
  if (isDate(schema))
    return { ...base, widget: 'datetime', date_format: 'YYYY-MM-DD', time_format: false, format: 'YYYY-MM-DD' };
  if (isObjectVariants(schema))
    return {
      ...base,
      widget: 'object',
      collapsed: true,
      fields: variantFields((schema.oneOf ?? schema.anyOf)!, required),
    };
  switch (schema.type) {
    case 'string':
      return { ...base, widget: (schema.minLength ?? 0) >= LONG_TEXT ? 'text' : 'string', ...textChecks(schema) };
    case 'number':
    case 'integer':
      return {
        ...base,
        widget: 'number',
        value_type: schema.type === 'integer' ? 'int' : 'float',
        ...(schema.minimum !== undefined ? { min: schema.minimum } : {}),
        ...(schema.exclusiveMinimum !== undefined
          ? { min: schema.exclusiveMinimum + (schema.type === 'integer' ? 1 : 0) }
          : {}),
        ...(schema.maximum !== undefined ? { max: schema.maximum } : {}),
      };
    case 'boolean':
      return { ...base, widget: 'boolean' };
    case 'array': {
      const items = schema.items ?? {};
      if (items.enum)
        return { ...base, widget: 'select', multiple: true, options: items.enum.map(String), ...listBounds(schema) };
      if (items.type === 'object' || isObjectVariants(items))
        return {
          ...base,
          widget: 'list',
          collapsed: true,
          fields: isObjectVariants(items) ? variantFields((items.oneOf ?? items.anyOf)!, true) : objectFields(items),
          ...listBounds(schema),
        };
      return { ...base, widget: 'list', field: fieldOf('item', items, true), ...listBounds(schema) };
    }
    case 'object':
      if (schema.properties)
        return { ...base, widget: 'object', collapsed: true, fields: objectFields(schema, required) };
  }
  throw new Error(
    `The editor cannot edit the field "${name}" (${JSON.stringify(schema).slice(0, 120)}): leave its collection out of lib/cms/collections.ts or give it a shape Decap has.`,
  );
}

/**
 * The fields of an object schema, in the schema's order. Inside an optional object nothing is
 * required by the editor (Decap would refuse to save the entry without it): an object filled in
 * part is left to the build's check, which names the missing field.
 */
export function objectFields(schema: JsonSchema, required = true): DecapField[] {
  const requiredNames = new Set(required ? (schema.required ?? []) : []);
  return Object.entries(schema.properties ?? {}).map(([name, property]) =>
    fieldOf(name, property, requiredNames.has(name)),
  );
}
